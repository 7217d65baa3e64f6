import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Breadcrumb, breadcrumbJsonLd, type Crumb } from '@/components/breadcrumb';
import { Spinner } from '@/components/loading-overlay';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import type { Job, JobType } from '@contract/careers';
import { paths } from '@contract/paths';
import { config } from '@/lib/config';
import { formatDate } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ApplyForm } from './apply-form';
import { jobMeta, paragraphs } from './careers-format';
import { selectJobDetails, type CareersSlice } from './careers-slice';
import { fetchJob } from './careers-thunks';
import * as s from './messages';
import * as t from './job.messages';
import './careers.css';

const EMPLOYMENT_TYPE: Record<JobType, string> = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR', Internship: 'INTERN' };

/** schema.org JobPosting, so search engines can list an open job. */
function jobPostingJsonLd(job: Job): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.summary, ...paragraphs(job.description)].join('\n\n'),
    datePosted: job.posted_at.slice(0, 10),
    employmentType: EMPLOYMENT_TYPE[job.type],
    hiringOrganization: { '@type': 'Organization', name: config.siteName, sameAs: config.siteOrigin },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' } },
  };
}

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** /career-with-us/job/:id: one opening and its apply form; a closed job explains itself and has no form. */
export function JobScreen() {
  const { id: raw } = useParams();
  const id = parseId(raw);
  const dispatch = useAppDispatch();
  const details = useAppSelector((s: CareersSlice) => selectJobDetails(s));

  const load = useCallback(() => {
    if (id) void dispatch(fetchJob(id));
  }, [dispatch, id]);
  useEffect(load, [load]);

  const lookup = details.data?.id === id ? details.data : null;
  if (!id || (lookup && !lookup.job)) return <NotFoundView />;
  const job = lookup?.job ?? null;

  const crumbs: Crumb[] = [
    { name: s.home, path: paths.home.getHref() },
    { name: s.careers, path: paths.careers.getHref() },
    ...(job ? [{ name: job.title, path: paths.careerJob.getHref(job.id) }] : []),
  ];
  const closed = job?.status === 'closed';

  return (
    <div className="page container">
      <Seo
        title={job ? t.seoTitle({ title: job.title }) : t.jobOpening}
        description={job ? job.summary : t.seoDescription}
        path={paths.careerJob.getHref(id)}
        noindex={!job || closed}
        jsonLd={job ? (closed ? breadcrumbJsonLd(crumbs) : [breadcrumbJsonLd(crumbs), jobPostingJsonLd(job)]) : undefined}
      />
      <Breadcrumb crumbs={crumbs} />
      {details.status === 'failed' && !job ? (
        <>
          <h1>{t.jobOpening}</h1>
          <Alert title={t.loadFailed} onRetry={load} retryLabel={s.retry}>
            {details.error}
          </Alert>
        </>
      ) : !job ? (
        <Spinner label={t.loading} />
      ) : (
        <article className="job-detail">
          <h1>{job.title}</h1>
          <p className="job-meta">{jobMeta(job)}</p>
          <p className="muted">
            {s.postedOn}
            <time dateTime={job.posted_at.slice(0, 10)}>{formatDate(job.posted_at)}</time>
            {s.postedOnEnd}
          </p>
          {closed ? (
            <div className="job-closed" role="note">
              <p className="job-closed__title">{t.closed}</p>
              <p>
                {job.closed_at ? t.closedOn({ date: formatDate(job.closed_at) }) : t.closedNow}
                <Link to={paths.careers.getHref()}>{s.seeCurrent}</Link>
              </p>
            </div>
          ) : null}
          {closed ? null : (
            <p>
              <a className="btn btn--primary" href="#apply">
                {t.applyForJob}
              </a>
            </p>
          )}
          <p className="job-detail__summary">{job.summary}</p>
          <section aria-labelledby="job-about">
            <h2 id="job-about">{t.about}</h2>
            {paragraphs(job.description).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
          {job.responsibilities.length ? (
            <section aria-labelledby="job-responsibilities">
              <h2 id="job-responsibilities">{t.responsibilities}</h2>
              <ul>
                {job.responsibilities.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {job.requirements.length ? (
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements">{t.requirements}</h2>
              <ul>
                {job.requirements.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {closed ? null : <ApplyForm key={job.id} job={job} />}
        </article>
      )}
    </div>
  );
}

export default JobScreen;
