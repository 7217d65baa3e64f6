// Where a model card shows its "Most booked in …" badge: nothing in the prerendered page and nothing until the badge's
// code has loaded after hydration (it sits over the card's picture, out of the flow, so nothing moves when it comes).
import { lazy, Suspense } from 'react';
import { useIsClient } from '@/lib/use-is-client';

const MostBookedLive = lazy(() => import('./most-booked-live'));

export function MostBookedSlot({ model }: { model: string }) {
  const isClient = useIsClient();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <MostBookedLive model={model} />
    </Suspense>
  );
}
