// A record's events as a vertical timeline, oldest first: the customer's order timeline and every back-office
// detail (orders, test rides, enquiries, tickets) use this one list.
import { formatDateTime } from '@/lib/format';
import './timeline.css';

export type TimelineItem = {
  id: number | string;
  /** ISO timestamp. */
  at: string;
  text: string;
  note?: string | null;
  /** Who did it, e.g. "Priya Nair (dealer)"; omitted on the customer's own timeline. */
  actor?: string | null;
  /** Marks the dot: a state move or payment (done), a refund (info), anything else plain. */
  tone?: 'done' | 'info' | 'plain';
};

export function Timeline({ items, label, empty }: { items: TimelineItem[]; label: string; empty: string }) {
  if (!items.length) return <p className="muted">{empty}</p>;
  const ordered = [...items].sort((a, b) => a.at.localeCompare(b.at) || String(a.id).localeCompare(String(b.id), undefined, { numeric: true }));
  return (
    <ol className="timeline" aria-label={label}>
      {ordered.map((item) => (
        <li key={item.id} className={`timeline__item timeline__item--${item.tone ?? 'plain'}`}>
          <time dateTime={item.at}>{formatDateTime(item.at)}</time>
          <p className="timeline__text">{item.text}</p>
          {item.actor ? <p className="timeline__actor">{item.actor}</p> : null}
          {item.note ? <p className="timeline__note">{item.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
