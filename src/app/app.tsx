import { Suspense, lazy, useEffect, useMemo, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { generatePath, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PageSkeleton } from '@/components/page-skeleton';
import { OrderExtraContext, type OrderExtraProps } from '@/lib/order-extra';
import { provideOwnerPanels } from '@/lib/owner-panels';
import { provideModelReviews } from '@/lib/model-reviews-slot';
import { provideFeatureStories } from '@/lib/feature-stories-slot';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { RequireRole } from './guards';
import { candidatesFor } from './route-candidates';
import { notFoundRoute, type RouteEntry } from './routes';
import { Layout } from './shell/layout';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import type { AppStore } from './store';
import '@/styles/global.css';
import '@/styles/language.css';

/** On the Hindi site, a page it does not have: its English page, loaded afresh (that is the English site's app). */
function InEnglish() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <PageSkeleton />;
}

function Screen({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  // A literal once built (vite.config.ts define): the English build drops this line and the import of the Hindi pages.
  if (import.meta.env.VITE_SITE_LANG === 'hi' && !inHindi(pathname)) return <InEnglish />;
  const Component: ComponentType = entry.screen;
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}

// Under a paid order (booking status page, dashboard): the Rev Club spin wheel, in its own chunk.
const LazySpinWheel = lazy(() => import('@/features/rewards/spin-wheel'));
function SpinWheelSlot(props: OrderExtraProps) {
  return (
    <Suspense fallback={null}>
      <LazySpinWheel {...props} />
    </Suspense>
  );
}

provideOwnerPanels(() => import('./owner-panels'));
provideModelReviews(() => import('@/features/reviews/model-reviews'));
provideFeatureStories(() => import('@/features/feature-stories/feature-stories'));

export function AppRoutes() {
  const { pathname } = useLocation();
  const here = useMemo(() => candidatesFor(pathname), [pathname]);
  return (
    <OrderExtraContext.Provider value={SpinWheelSlot}>
      <Routes>
        <Route element={<Layout />}>
          {here.public.map((r) => (
            <Route key={r.path} path={r.path} element={<Screen entry={r} />} />
          ))}
          {here.guarded.map(({ guard, routes: mine }) => (
            <Route key={guard} element={<RequireRole guard={guard} />}>
              {mine.map((r) => (
                <Route key={r.path} path={r.path} element={<Screen entry={r} />} />
              ))}
            </Route>
          ))}
          {here.redirects.map((r) => (
            <Route key={r.from} path={r.from} element={<RedirectTo to={r.to} />} />
          ))}
          <Route path="*" element={<Screen entry={notFoundRoute} />} />
        </Route>
      </Routes>
    </OrderExtraContext.Provider>
  );
}

/** Providers shared by the browser entry, the prerender step and tests (each brings its router). */
export function AppProviders({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

