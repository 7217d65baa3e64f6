import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/app';
import { connectSession } from '@/app/session-controls';
import { makeStore, type RootState } from '@/app/store';

export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** Renders UI (bring your own <Routes> when params matter) with a fresh store and a router at `route`; returns the store and a user-event instance. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', routeState }: { preloadedState?: Partial<RootState>; route?: string; routeState?: unknown } = {},
) {
  const store = makeStore(preloadedState);
  connectSession(store);
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[routeState === undefined ? route : { pathname: route, state: routeState }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...result };
}
