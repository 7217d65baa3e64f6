// The feedback dashboard of /feedback-dash (admin, every hub) and /customer-feedback (a dealer's own hubs: the
// API scopes it). Filters live in the URL; the figures come from one summary call, the answers from the
// feedback list (SPEC §4: data, totalPages, totalCount).
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FilterBar, type FilterControl } from '@/components/filter-bar';
import { PagedTable } from '@/components/paged-table';
import { Seo } from '@/components/seo';
import { FEEDBACK_SUBJECTS, FEEDBACK_SUBJECT_LABELS } from '@contract/feedback-rules';
import { Distribution, NpsTable, SummaryFigures } from './feedback-charts';
import { feedbackColumns } from './feedback-columns';
import { useFeedbackDashboard } from './use-feedback-dashboard';
import './feedback.css';

const NOUN = { one: 'answer', other: 'answers' };
const PAGE_SIZE = 20;

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export function FeedbackDashboard({ title, path, scopeText }: { title: string; path: string; scopeText: string }) {
  const { list, summary, params, page, load, exportCsv, exporting, exportError } = useFeedbackDashboard();
  const data = summary.data;
  const controls: FilterControl[] = [
    { kind: 'date-range', label: 'Answered between', from: 'from', to: 'to' },
    { kind: 'select', name: 'hub', label: 'Hub', placeholder: 'All hubs', options: (data?.hubs ?? []).map((h) => ({ value: String(h.id), label: h.name })) },
    { kind: 'select', name: 'subject', label: 'About', placeholder: 'Test rides and deliveries', options: FEEDBACK_SUBJECTS.map((s) => ({ value: s, label: FEEDBACK_SUBJECT_LABELS[s] })) },
  ];
  const values = { from: params.filters.from, to: params.filters.to, hub: params.filters.hub ? String(params.filters.hub) : '', subject: params.filters.subject };
  const tablePage = list.data ? { data: list.data, page, pageSize: PAGE_SIZE, total: list.totalCount } : null;

  return (
    <div className="page container feedback-dash">
      <Seo title={title} description={scopeText} path={path} noindex />
      <h1>{title}</h1>
      <p className="feedback-scope">{scopeText}</p>
      <FilterBar
        label="Filter feedback"
        controls={controls}
        values={values}
        onChange={(patch) => params.setFilters({ ...patch, ...(patch.hub !== undefined ? { hub: Number(patch.hub) || 0 } : {}) })}
        onClear={params.clearFilters}
        resultText={list.data && !list.loading ? `${list.totalCount} ${list.totalCount === 1 ? NOUN.one : NOUN.other}` : null}
      />
      {summary.status === 'failed' || list.status === 'failed' ? (
        <Alert title="We could not load the feedback." onRetry={load}>
          {summary.error ?? list.error}
        </Alert>
      ) : null}
      {data ? (
        <section aria-labelledby="feedback-figures" className="feedback-section">
          <h2 id="feedback-figures">Net Promoter Score</h2>
          <p className="feedback-note">NPS is the share of promoters (9–10) minus the share of detractors (0–6), from −100 to +100.</p>
          <SummaryFigures summary={data} />
          <div className="feedback-charts">
            <Distribution distribution={data.distribution} />
            <NpsTable caption="NPS by month" label="Month" rows={data.byMonth.map((m) => ({ key: m.month, name: monthName(m.month), responses: m.responses, nps: m.nps }))} />
            <NpsTable caption="NPS by hub" label="Hub" rows={data.byHub.map((h) => ({ key: String(h.hubId), name: h.hubName, responses: h.responses, nps: h.nps }))} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="feedback-latest" className="feedback-section">
        <div className="feedback-section__head">
          <h2 id="feedback-latest">Latest answers</h2>
          <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
        {exportError ? <Alert>{exportError}</Alert> : null}
        <PagedTable
          caption="Latest answers and comments"
          columns={feedbackColumns}
          page={tablePage}
          loading={list.loading}
          rowKey={(f) => f.id}
          noun={NOUN}
          empty={{ filtered: 'No answers match these filters.', none: 'No feedback yet.' }}
          filtered={params.filtered}
          hrefFor={params.hrefForPage}
        />
      </section>
    </div>
  );
}
