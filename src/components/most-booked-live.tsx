// The badge with its data: loaded by MostBookedSlot (client-slots.tsx) after hydration, so the top-sellers code is
// not in a public page's first load.
import { useTopSellers } from '@/lib/top-sellers';
import { MostBooked } from './most-booked';

export default function MostBookedLive({ model }: { model: string }) {
  return <MostBooked model={model} top={useTopSellers()} />;
}
