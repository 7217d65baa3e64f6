// The parts every enquiry detail shares: the facts list, the timeline (the record_events rows after the request
// itself), the status badge and the loading / error frame.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecordEventItem } from '@contract/back-office-enquiries';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { Timeline, type TimelineItem } from '@/components/timeline';
import type { FamilyState } from '@/lib/store/family';
import { eventActor, eventText } from './labels';
import './back-office-enquiries.css';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`bo-status bo-status--${status}`}>{label}</span>;
}

/** Label and value pairs; an empty value shows a dash. */
export function Facts({ label, items }: { label: string; items: [string, ReactNode][] }) {
  return (
    <dl className="bo-facts" aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className="bo-facts__row">
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RecordTimeline({ createdAt, events, received }: { createdAt: string; events: RecordEventItem[]; received: string }) {
  const items: TimelineItem[] = [
    { id: 'received', at: createdAt, text: received, tone: 'info' },
    ...events.map((e): TimelineItem => ({ id: e.id, at: e.at, text: eventText(e), note: e.note, actor: eventActor(e), tone: e.kind === 'state' ? 'done' : 'plain' })),
  ];
  return (
    <section className="bo-section" aria-labelledby="bo-timeline">
      <h2 id="bo-timeline">Timeline</h2>
      <Timeline items={items} label="Timeline" empty="Nothing has happened yet." />
    </section>
  );
}

type DetailFrameProps<T> = {
  title: string;
  path: string;
  back: { href: string; label: string };
  state: FamilyState<T>;
  id: number;
  retry: () => void;
  noun: string;
  children: (record: T) => ReactNode;
};

/** The record once loaded (and for this id); a spinner until then; the error with Try again when it failed. */
export function DetailFrame<T extends { id: number }>({ title, path, back, state, id, retry, noun, children }: DetailFrameProps<T>) {
  const record = state.data && state.data.id === id ? state.data : null;
  return (
    <div className="page container bo-enquiries">
      <Seo title={title} description={`One ${noun} with its timeline and the actions allowed now.`} path={path} noindex />
      <p>
        <Link to={back.href}>← {back.label}</Link>
      </p>
      {state.status === 'failed' && !record ? (
        <>
          <h1>{title}</h1>
          <Alert title={`We could not load this ${noun}.`} onRetry={retry}>
            {state.error}
          </Alert>
        </>
      ) : record ? (
        children(record)
      ) : (
        <Spinner label={`Loading ${noun}`} />
      )}
    </div>
  );
}
