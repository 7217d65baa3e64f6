import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { AppRoutes } from './app';
import { matchRoute as matchPath } from '@contract/route-match';
import { findRoute, redirects, routes } from './routes';
import { STAFF_SCREENS } from './staff-screens';

describe('routes table', () => {
  it('matches parameters and ignores a trailing slash', () => {
    expect(matchPath('/user/:id/edit', '/user/12/edit')).toBe(true);
    expect(matchPath('/user/:id/edit', '/user//edit')).toBe(false);
    expect(matchPath('/signin', '/signin/')).toBe(true);
    expect(matchPath('/', '/')).toBe(true);
    expect(findRoute('/profile')?.guard).toBe('customer');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('has one entry per path, each with its own screen module, the four SPEC redirects and the old addresses', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    // A staff route's screen is named by the staff chunk (staff-screens.test.ts), every other by the route itself.
    for (const r of routes) expect(r.file || `src/features/${STAFF_SCREENS[r.path]}.tsx`).toMatch(/^src\/features\/.+-screen\.tsx$/);
    expect(redirects.map((r) => r.from)).toEqual(['/bookingdetail/:id', '/upgradebookingdetail/:id', '/notifyme', '/becomedealer', '/electric-bikes', '/blob']);
    // Every redirect leads to a page of the table.
    for (const r of redirects) expect(routes.some((route) => route.path === r.to), r.to).toBe(true);
    expect(routes.filter((r) => r.prerender).every((r) => r.guard === 'public' && (!r.path.includes(':') || r.values))).toBe(true);
  });

  it('shows the not-found screen for an unknown path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/this/does/not/exist' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Page not found/));
  });

  it('redirects the legacy paths, carrying the id', async () => {
    renderWithProviders(<AppRoutes />, { route: '/bookingdetail/77' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/77'));
  });
});
