// Slots that are empty in the prerendered page and while hydrating, then load their component's code: parts that
// depend on the browser or on data fetched after load, sitting out of the flow so nothing moves when they come. One
// module for all of them, so a page that shows several pays for one small chunk.
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsClient } from '@/lib/use-is-client';

function clientLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  return function ClientSlot(props: P) {
    const isClient = useIsClient();
    if (!isClient) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** A model card's "Most booked in …" badge, over the card's picture. */
export const MostBookedSlot = clientLazy<{ model: string }>(() => import('./most-booked-live'));

/** A hero's moving picture over its still (hero-loop.tsx waits for the page's load before it asks for the video). */
export const HeroLoopSlot = clientLazy<{ model: string; colour: string }>(() => import('./hero-loop'));
