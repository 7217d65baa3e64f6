import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, TextAreaField } from '@/components/field';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { Timeline, type TimelineItem } from '@/components/timeline';
import type { DealerDetail, RecordEventView } from '@contract/dealership';
import { DEALER_LIMITS, DEALER_STATUSES, DEALER_STATUS_LABELS, dealerMessages, type DealerStatus } from '@contract/dealer-rules';
import { paths } from '@contract/paths';
import { formatDateTime, phoneText, telHref } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectDealerDetail, type DealershipSlice } from './dealership-slice';
import { fetchDealerApplication, reviewDealerApplication } from './dealership-thunks';
import './dealership.css';
import { useAction } from '@/lib/use-action';

const isStatus = (v: string): v is DealerStatus => (DEALER_STATUSES as readonly string[]).includes(v);
const label = (status: string | null) => (status && isStatus(status) ? DEALER_STATUS_LABELS[status] : (status ?? ''));

function eventText(e: RecordEventView): string {
  if (e.kind === 'created') return 'Application received';
  if (e.kind === 'state') return `Status changed from ${label(e.from)} to ${label(e.to)}`;
  return 'Note added';
}

const toItems = (events: RecordEventView[]): TimelineItem[] =>
  events.map((e) => ({
    id: e.id,
    at: e.at,
    text: eventText(e),
    note: e.note,
    actor: e.actorName ? `${e.actorName} (${e.actorRole})` : e.actorRole === 'guest' ? 'Applicant' : null,
    tone: e.kind === 'note' ? 'plain' : 'done',
  }));

function Facts({ a }: { a: DealerDetail }) {
  return (
    <dl className="dealer-facts">
      <dt>Mobile</dt>
      <dd>
        <a href={telHref(a.mobile)}>{phoneText(a.mobile)}</a>
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${a.email}`}>{a.email}</a>
      </dd>
      <dt>City</dt>
      <dd>
        {a.city_name}, {a.state_name}
      </dd>
      <dt>Current business</dt>
      <dd>{a.current_business}</dd>
      <dt>Showroom space</dt>
      <dd>{a.showroom_sqft.toLocaleString('en-IN')} sq ft</dd>
      <dt>Investment budget</dt>
      <dd>{a.budget}</dd>
      <dt>Applied</dt>
      <dd>{formatDateTime(a.created_at)}</dd>
      {a.message ? (
        <>
          <dt>Message</dt>
          <dd className="dealer-facts__message">{a.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

function ReviewForm({ a }: { a: DealerDetail }) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<string>(a.status);
  const [note, setNote] = useState('');
  const { run, busy } = useAction();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    const changed = isStatus(status) && status !== a.status;
    const text = note.trim();
    if (text.length > DEALER_LIMITS.noteMax) return setNoteError(dealerMessages.note);
    if (!changed && !text) return setNoteError(dealerMessages.nothing);
    setNoteError(null);
    const outcome = await run(() => dispatch(reviewDealerApplication(a.id, { ...(changed ? { status } : {}), ...(text ? { note: text } : {}) })));
    if (outcome.ok) {
      setNote('');
      setNotice({ tone: 'success', text: changed ? `Status saved: ${DEALER_STATUS_LABELS[outcome.data.status]}.` : 'Note saved.' });
    } else setNotice({ tone: 'error', text: outcome.error });
  }

  return (
    <form className="card dealer-review" aria-label="Review" noValidate onSubmit={onSubmit}>
      <h2>Review</h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <SelectField
        label="Status"
        name="status"
        required
        placeholder="Choose a status"
        value={status}
        options={DEALER_STATUSES.map((s) => ({ value: s, label: DEALER_STATUS_LABELS[s] }))}
        onChange={(e) => setStatus(e.target.value)}
      />
      <TextAreaField label="Note (optional)" name="note" rows={3} maxLength={DEALER_LIMITS.noteMax} value={note} error={noteError} onChange={(e) => setNote(e.target.value)} />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** /becomedealerdetail/:id (admin): one application, its review (status and notes) and its trail. */
export function DealerDetailScreen() {
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id) && Number(id) > 0;
  const dispatch = useAppDispatch();
  const detail = useAppSelector((s: DealershipSlice) => selectDealerDetail(s));
  const load = useCallback(() => {
    if (valid) void dispatch(fetchDealerApplication(Number(id)));
  }, [dispatch, id, valid]);
  useEffect(load, [load]);

  if (!valid) return <NotFoundView />;
  const a = detail.data?.id === Number(id) ? detail.data : null;
  return (
    <div className="page container">
      <Seo title={a ? `Dealership application ${a.reference}` : 'Dealership application'} description="Review a dealership application." path={paths.becomeDealerDetail.getHref(id)} noindex />
      <p>
        <Link to={paths.becomeDealerList.getHref()}>← All dealership applications</Link>
      </p>
      {a ? (
        <>
          <h1>
            {a.reference}: {a.name}
          </h1>
          <p>
            Status: <span className={`dealer-status dealer-status--${a.status}`}>{DEALER_STATUS_LABELS[a.status]}</span>
          </p>
          <div className="dealer-detail">
            <section className="card" aria-labelledby="facts-title">
              <h2 id="facts-title">Applicant</h2>
              <Facts a={a} />
            </section>
            <ReviewForm key={a.id} a={a} />
            <section className="card" aria-labelledby="trail-title">
              <h2 id="trail-title">History</h2>
              <Timeline items={toItems(a.events)} label="History of this application" empty="Nothing has happened yet." />
            </section>
          </div>
        </>
      ) : detail.status === 'failed' ? (
        <>
          <h1>Dealership application</h1>
          <Alert title="We could not load this application." onRetry={load}>
            {detail.error}
          </Alert>
        </>
      ) : (
        <>
          <h1>Dealership application</h1>
          <p role="status">Loading the application…</p>
        </>
      )}
    </div>
  );
}

export default DealerDetailScreen;
