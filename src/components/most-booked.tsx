import type { useTopSellers } from '@/lib/top-sellers';
import * as t from './most-booked.messages';
import './most-booked.css';

/**
 * The "Most booked in …" badge of a ranked model's card (useTopSellers, called once by the list). It sits over the
 * card's picture, out of the flow, so nothing moves when it arrives after load; nothing for an unranked model.
 */
export function MostBooked({ model, top }: { model: string; top: ReturnType<typeof useTopSellers> }) {
  const rank = top?.ranks[model];
  if (!top || !rank) return null;
  return <p className={rank === 1 ? 'most-booked most-booked--top' : 'most-booked'}>{t.mostBooked({ rank, place: top.place })}</p>;
}
