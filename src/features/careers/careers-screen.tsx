import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField, type Option } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { ScenePicture } from '@/components/picture';
import { config } from '@/lib/config';
import { formatDate } from '@/lib/format';
import { paths } from '@contract/paths';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { departmentLabel, jobMeta, jobTypeLabel } from './careers-format';
import { selectJobList, type CareersSlice } from './careers-slice';
import { fetchJobs } from './careers-thunks';
import * as t from './messages';
import './careers.css';

const FILTERS = [
  { key: 'department', label: t.department, placeholder: t.allDepartments, choices: 'departments', labelOf: departmentLabel },
  { key: 'location', label: t.location, placeholder: t.allLocations, choices: 'locations', labelOf: (c: string) => c },
  { key: 'type', label: t.type, placeholder: t.allTypes, choices: 'types', labelOf: jobTypeLabel },
] as const;

type FilterKey = (typeof FILTERS)[number]['key'];

/** The server's choices, plus a value from a shared link that no opening has any more (so the select shows it). */
function options(choices: string[], current: string, labelOf: (choice: string) => string): Option[] {
  const all = current && !choices.includes(current) ? [...choices, current] : choices;
  return all.map((c) => ({ value: c, label: labelOf(c) }));
}

/**
 * /career-with-us (prerendered). The filters live in the query string; they and the openings show
 * only once the list has loaded, so the prerendered HTML (intro + spinner) hydrates as it is.
 */
export function CareersScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: CareersSlice) => selectJobList(s));
  const [params, setParams] = useSearchParams();
  const selected: Record<FilterKey, string> = {
    department: params.get('department') ?? '',
    location: params.get('location') ?? '',
    type: params.get('type') ?? '',
  };
  const { department, location, type } = selected;
  const filtered = Boolean(department || location || type);

  const load = useCallback(
    () => void dispatch(fetchJobs({ department: department || undefined, location: location || undefined, type: type || undefined })),
    [dispatch, department, location, type],
  );
  useEffect(load, [load]);

  const setFilter = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const clearFilters = () => setParams({}, { replace: true });

  const data = list.data;
  const count = data?.data.length ?? 0;
  // Announced on every change; when nothing is found the visible empty message says it, so this stays hidden.
  const countText = data && !list.loading ? (filtered ? t.countMatching({ count }) : t.count({ count })) : '';

  return (
    <div className="page container">
      <Seo
        title={t.seoTitle}
        description={t.seoDescription}
        path={paths.careers.getHref()}
      />
      <h1>{t.heading}</h1>
      <ScenePicture scene="service-hub" eager className="scene-picture--banner scene-picture--top" sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" />
      <div className="careers-intro">
        {t.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading">{t.openings}</h2>
        {data ? (
          <fieldset className="careers-filters">
            <legend className="visually-hidden">{t.filterLegend}</legend>
            {FILTERS.map((f) => (
              <SelectField
                key={f.key}
                label={f.label}
                name={f.key}
                placeholder={f.placeholder}
                options={options(data.filters[f.choices], selected[f.key], f.labelOf)}
                value={selected[f.key]}
                onChange={(e) => setFilter(f.key, e.target.value)}
              />
            ))}
            {filtered ? (
              <Button variant="secondary" className="careers-filters__clear" onClick={clearFilters}>
                {t.clearFilters}
              </Button>
            ) : null}
          </fieldset>
        ) : null}
        <p role="status" className={count ? 'careers-count' : 'visually-hidden'}>
          {countText}
        </p>
        {list.status === 'failed' ? (
          <Alert title={t.loadFailed} onRetry={load} retryLabel={t.retry}>
            {list.error}
          </Alert>
        ) : !data ? (
          <Spinner label={t.loading} />
        ) : count === 0 && filtered ? (
          <div className="careers-empty">
            <p>{t.noMatch}</p>
            <Button variant="secondary" onClick={clearFilters}>
              {t.showAll}
            </Button>
          </div>
        ) : count === 0 ? (
          <div className="careers-empty">
            <p>{t.noOpenings}</p>
            <p>
              {t.writeTo}
              <a href={`mailto:${config.careersEmail}`}>{config.careersEmail}</a>
              {t.writeToEnd}
            </p>
          </div>
        ) : (
          <ul className="job-list" aria-busy={list.loading || undefined}>
            {data.data.map((job) => (
              <li key={job.id} className="card job-card">
                <h3>
                  <Link to={paths.careerJob.getHref(job.id)}>{job.title}</Link>
                </h3>
                <p className="job-meta">{jobMeta(job)}</p>
                <p className="job-card__summary">{job.summary}</p>
                <p className="job-card__posted muted">
                  {t.postedOn}
                  <time dateTime={job.posted_at.slice(0, 10)}>{formatDate(job.posted_at)}</time>
                  {t.postedOnEnd}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default CareersScreen;
