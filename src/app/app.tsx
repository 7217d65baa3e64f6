import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { generatePath, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PageSkeleton } from '@/components/page-skeleton';
import { OrderExtraContext, type OrderExtraProps } from '@/lib/order-extra';
import { OwnerPanelsContext } from '@/lib/owner-panels';
import { RequireRole } from './guards';
import { notFoundRoute, redirects, routes, type Guard, type RouteEntry } from './routes';
import { Layout } from './shell/layout';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import type { AppStore } from './store';
import '@/styles/global.css';

function Screen({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
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

const guarded: Exclude<Guard, 'public'>[] = ['customer', 'dealer', 'callcentre', 'admin'];

// Under a paid order (booking status page, dashboard): the Rev Club spin wheel, in its own chunk.
const LazySpinWheel = lazy(() => import('@/features/rewards/spin-wheel'));
function SpinWheelSlot(props: OrderExtraProps) {
  return (
    <Suspense fallback={null}>
      <LazySpinWheel {...props} />
    </Suspense>
  );
}

// The customer's dashboard: upcoming test rides and open tickets, each feature's panel in its own chunk.
const LazyRides = lazy(() => import('@/features/my-enquiries/upcoming-test-rides-panel'));
const LazyTickets = lazy(() => import('@/features/support/open-tickets-panel'));
const lazyPanel = (Panel: typeof LazyRides) =>
  function OwnerPanel() {
    return (
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    );
  };
const OWNER_PANELS = [lazyPanel(LazyRides), lazyPanel(LazyTickets)];

/** What app/ puts in the slots that features leave for each other (lib/order-extra.tsx, lib/owner-panels.tsx). */
function Slots({ children }: { children: ReactNode }) {
  return (
    <OwnerPanelsContext.Provider value={OWNER_PANELS}>
      <OrderExtraContext.Provider value={SpinWheelSlot}>{children}</OrderExtraContext.Provider>
    </OwnerPanelsContext.Provider>
  );
}

export function AppRoutes() {
  return (
    <Slots>
      <Routes>
        <Route element={<Layout />}>
          {routes
            .filter((r) => r.guard === 'public')
            .map((r) => (
              <Route key={r.path} path={r.path} element={<Screen entry={r} />} />
            ))}
          {guarded.map((guard) => (
            <Route key={guard} element={<RequireRole guard={guard} />}>
              {routes
                .filter((r) => r.guard === guard)
                .map((r) => (
                  <Route key={r.path} path={r.path} element={<Screen entry={r} />} />
                ))}
            </Route>
          ))}
          {redirects.map((r) => (
            <Route key={r.from} path={r.from} element={<RedirectTo to={r.to} />} />
          ))}
          <Route path="*" element={<Screen entry={notFoundRoute} />} />
        </Route>
      </Routes>
    </Slots>
  );
}

/** Providers shared by the browser entry, the prerender step and tests (each brings its router). */
export function AppProviders({ store, children }: { store: AppStore; children: React.ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

