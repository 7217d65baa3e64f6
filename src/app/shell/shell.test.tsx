import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { AppRoutes } from '../app';
import { sectionsFor } from './back-office';
import { backOfficeHomeFor, layoutFor } from './layout-kind';

const signedIn = (user = makeUser()) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: user } });
const admin = makeUser({ isAdmin: true, name: 'Ravi Admin' });
const agent = makeUser({ user_type: 'callcentre', name: 'Sneha Agent' });

// The first test also waits for the lazy screen's first transform.
const notFoundShown = () => screen.findByRole('heading', { name: 'Page not found' });

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('phone menu', () => {
  it('opens with the close button focused and the page behind inert; Escape closes it and returns focus', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = within(mainNav()).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(document.getElementById('main')).toHaveAttribute('inert');
    expect(document.querySelector('footer')).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the open menu', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const close = within(mainNav()).getByRole('button', { name: 'Close menu' });
    const book = within(mainNav()).getByRole('link', { name: 'Book now' });

    await user.tab({ shift: true });
    expect(book).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on the backdrop and on a route change', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(document.querySelector('.site-nav__backdrop') as HTMLElement);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Compare' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/comparison'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a Book now button in the bar outside the menu', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    const links = screen.getAllByRole('link', { name: 'Book now' }).filter((a) => !mainNav().contains(a));
    expect(links[0]).toHaveAttribute('href', '/book');
  });
});

describe('signed-in menu and footer', () => {
  it('offers the portal pages and sign-out, and the footer no longer says Sign in', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-page', preloadedState: signedIn() });
    await notFoundShown();
    const nav = mainNav();
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).toBeNull();
    const account = await within(nav).findByRole('button', { name: /your account/i });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/userdashboard');
    expect(within(nav).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/userbooking');
    expect(within(nav).getByRole('link', { name: 'My test rides' })).toHaveAttribute('href', '/usertestride');
    expect(within(nav).getByRole('link', { name: 'My upgrade bookings' })).toHaveAttribute('href', '/upgradebooking');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'My referrals' })).toHaveAttribute('href', '/userreferral');
    expect(within(nav).getByRole('link', { name: 'My rewards' })).toHaveAttribute('href', '/redeem-rewards');
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Back office' })).toBeNull();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/userbooking');
  });

  it('says Sign in to a visitor, in the menu and the footer', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    expect(within(mainNav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('gives an admin the back-office entry', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/no-such-page', preloadedState: signedIn(admin) });
    await notFoundShown();
    await user.click(await within(mainNav()).findByRole('button', { name: /your account/i }));
    expect(within(mainNav()).getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the footer in its four columns with app badges', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    await notFoundShown();
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Bikes', 'Ownership', 'Company', 'Legal']) expect(within(footer).getByRole('navigation', { name })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /get it on android/i })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: /download for iphone/i })).toBeInTheDocument();
    expect(within(footer).getByRole('list', { name: 'Follow us' })).toBeInTheDocument();
    expect(within(within(footer).getByRole('navigation', { name: 'Company' })).getByRole('link', { name: 'Become a dealer' })).toHaveAttribute('href', '/become-dealer');
  });
});

describe('layout by guard', () => {
  it('chooses the back-office layout for admin and dealer routes the person may open', () => {
    expect(layoutFor('/userlist', admin)).toBe('back-office');
    expect(layoutFor('/user/4/edit', admin)).toBe('back-office');
    expect(layoutFor('/applicant-details', admin)).toBe('back-office');
    expect(layoutFor('/userlist', makeUser())).toBe('site');
    expect(layoutFor('/userlist', null)).toBe('site');
    expect(layoutFor('/rv400', admin)).toBe('site');
    expect(layoutFor('/profile', admin)).toBe('site');
  });

  it('lists only the sections a person may open', () => {
    expect(sectionsFor(admin).map((s) => s.label)).toEqual(['Dashboard', 'Scan a pass', 'Users', 'Products', 'Photographs', 'Openings', 'Applications', 'Orders', 'Upgrades', 'Test rides', 'Notify requests', 'Contact requests', 'Erasure requests', 'Service visits', 'Hub slots', 'Referrals', 'Spin wheel', 'Coupons', 'News and offers', 'Dealer applications', 'Vendor links', 'Invitation codes', 'Support', 'Service', 'Feedback', 'Reviews', 'Banners', 'Book for a caller', 'Upgrade for a caller']);
    expect(sectionsFor(makeUser({ isSeller: true, isDealer: true, user_type: 'dealer' })).map((s) => s.label)).toEqual(['Dashboard', 'Scan a pass', 'Catalogue', 'Hub orders', 'My hub upgrades', 'Hub test rides', 'Service visits', 'Hub slots', 'Hub feedback']);
    expect(sectionsFor(makeUser())).toEqual([]);
    expect(sectionsFor(agent).map((s) => s.label)).toEqual(['Book for a caller', 'Upgrade for a caller']);
  });

  it("gives a call-centre agent the back office of their two screens, and sends them to /ccsupport", () => {
    expect(layoutFor('/ccsupport', agent)).toBe('back-office');
    expect(layoutFor('/ccsupport', admin)).toBe('back-office');
    expect(layoutFor('/ccsupport', makeUser())).toBe('site');
    expect(layoutFor('/userlist', agent)).toBe('site');
    expect(backOfficeHomeFor(agent)).toBe('/ccsupport');
    expect(backOfficeHomeFor(makeUser())).toBeNull();
  });

  it('renders a back-office screen with the back-office header, not the marketing header and footer', async () => {
    renderWithProviders(<AppRoutes />, { route: '/userlist', preloadedState: signedIn(admin) });
    const sections = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(sections).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applicant-details');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
