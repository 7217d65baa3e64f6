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
import { jobMeta } from './careers-format';
import { selectJobList, type CareersSlice } from './careers-slice';
import { fetchJobs } from './careers-thunks';
import './careers.css';

const FILTERS = [
  { key: 'department', label: 'Department', placeholder: 'All departments', choices: 'departments' },
  { key: 'location', label: 'Location', placeholder: 'All locations', choices: 'locations' },
  { key: 'type', label: 'Type', placeholder: 'All types', choices: 'types' },
] as const;

type FilterKey = (typeof FILTERS)[number]['key'];

/** The server's choices, plus a value from a shared link that no opening has any more (so the select shows it). */
function options(choices: string[], current: string): Option[] {
  const all = current && !choices.includes(current) ? [...choices, current] : choices;
  return all.map((c) => ({ value: c, label: c }));
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
  const countText = data && !list.loading ? `${count} ${count === 1 ? 'opening' : 'openings'}${filtered ? (count === 1 ? ' matches' : ' match') + ' these filters' : ''}` : '';

  return (
    <div className="page container">
      <Seo
        title="Careers: build electric motorcycles with us"
        description="Work at Revolt Motors: open jobs in engineering, manufacturing, sales, service, design and more, at our Gurugram head office, Manesar plant, Bengaluru tech centre and across India."
        path={paths.careers.getHref()}
      />
      <h1>Careers at Revolt</h1>
      <ScenePicture scene="service-hub" eager className="scene-picture--banner scene-picture--top" sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" />
      <div className="careers-intro">
        <p>
          We design, build and look after electric motorcycles made for Indian roads. Our teams work on the bikes themselves, on the batteries and
          chargers that power them, on the companion app riders use every day, and on the dealer and service network that keeps every rider moving.
        </p>
        <p>
          You could be writing software at our technology centre in Bengaluru, assembling and testing bikes at our plant in Manesar, shaping the
          brand at our head office in Gurugram, or helping riders with one of our dealers across India. If you want your work to end up on the
          road, we would like to hear from you.
        </p>
      </div>

      <section aria-labelledby="openings-heading">
        <h2 id="openings-heading">Current openings</h2>
        {data ? (
          <fieldset className="careers-filters">
            <legend className="visually-hidden">Filter openings</legend>
            {FILTERS.map((f) => (
              <SelectField
                key={f.key}
                label={f.label}
                name={f.key}
                placeholder={f.placeholder}
                options={options(data.filters[f.choices], selected[f.key])}
                value={selected[f.key]}
                onChange={(e) => setFilter(f.key, e.target.value)}
              />
            ))}
            {filtered ? (
              <Button variant="secondary" className="careers-filters__clear" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : null}
          </fieldset>
        ) : null}
        <p role="status" className={count ? 'careers-count' : 'visually-hidden'}>
          {countText}
        </p>
        {list.status === 'failed' ? (
          <Alert title="We could not load the openings." onRetry={load} retryLabel="Retry">
            {list.error}
          </Alert>
        ) : !data ? (
          <Spinner label="Loading openings" />
        ) : count === 0 && filtered ? (
          <div className="careers-empty">
            <p>No openings match these filters.</p>
            <Button variant="secondary" onClick={clearFilters}>
              Show all openings
            </Button>
          </div>
        ) : count === 0 ? (
          <div className="careers-empty">
            <p>We have no openings right now.</p>
            <p>
              We are still glad to hear from people who want to work on electric mobility. Write to{' '}
              <a href={`mailto:${config.careersEmail}`}>{config.careersEmail}</a> with your CV and the kind of work you are looking for.
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
                  Posted on <time dateTime={job.posted_at.slice(0, 10)}>{formatDate(job.posted_at)}</time>
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
