// The not-found page body, used by the fallback route and by every screen that finds no such item (an
// article, a model, a booking...). Its site search and bike list load only when it is shown, so the pages
// that merely might show it do not carry it in their first load.
import { lazy, Suspense } from 'react';
import { PageSkeleton } from './page-skeleton';

const NotFoundBody = lazy(() => import('./not-found-body').then((m) => ({ default: m.NotFoundBody })));

export function NotFoundView() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundBody />
    </Suspense>
  );
}
