import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { RedeemRewardsScreen } from './redeem-rewards-screen';
import { ReferAndEarnScreen } from './refer-and-earn-screen';
import { ReferListScreen } from './refer-list-screen';
import { SpinWheel, landingAngle } from './spin-wheel';
import { SpinWheelListScreen } from './spin-wheel-list-screen';
import { UserReferralScreen } from './user-referral-screen';

const signedIn = (overrides = {}) => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 3, token: 'token-customer', ...overrides }) },
});
const asAdmin = () => signedIn({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' });

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('/refer-and-earn', () => {
  it('explains the programme and asks a visitor to sign in for a code', () => {
    renderWithProviders(<ReferAndEarnScreen />, { route: '/refer-and-earn' });
    expect(screen.getByRole('heading', { level: 1, name: 'Refer a friend, earn 1,000 points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get your code' })).toHaveAttribute('href', '/signin?redirect=%2Frefer-and-earn');
    expect(screen.getByRole('link', { name: 'Rev Club terms' })).toHaveAttribute('href', '/rev-club-refer-terms');
    expect(requests).toEqual([]);
  });

  it('shows my code with WhatsApp, SMS and copy, each carrying ?ref=CODE', async () => {
    const { user } = renderWithProviders(<ReferAndEarnScreen />, { route: '/refer-and-earn', preloadedState: signedIn() });
    expect(await screen.findByText('K7M2QX9D')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp)).toContain('/book?ref=K7M2QX9D');
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Share by SMS' }).getAttribute('href') ?? '')).toMatch(/^sms:\?body=.*\?ref=K7M2QX9D$/);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/book\?ref=K7M2QX9D$/));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });
});

describe('/userreferral', () => {
  it('lists the friends who booked with my code, names masked, with their state and my reward', async () => {
    renderWithProviders(<UserReferralScreen />, { route: '/userreferral', preloadedState: signedIn() });
    const table = await screen.findByRole('table', { name: 'Friends who booked with your code' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Deepa N.'),
      expect.stringContaining('Ravi K.'),
    ]);
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(rows[0]).toHaveTextContent('1,000 points · Available');
    expect(rows[1]).toHaveTextContent('Locked until delivery');
  });
});

describe('/redeem-rewards', () => {
  it('shows the balance from the server, redeems after a confirmation and shows the voucher', async () => {
    const { user } = renderWithProviders(<RedeemRewardsScreen />, { route: '/redeem-rewards', preloadedState: signedIn() });
    const available = await screen.findByText('Available', { selector: 'dt' });
    expect(available.nextElementSibling).toHaveTextContent('1,000 points');
    expect(screen.getByRole('button', { name: 'Needs 1,500 points more for Revolt full-face helmet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redeem for ₹500 service credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem this reward?' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('₹500 service credit: show voucher RC-ABCD-EFGH at your hub.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Available', { selector: 'dt' }).nextElementSibling).toHaveTextContent('500 points'));
    expect(screen.getByRole('rowheader', { name: '₹500 service credit (voucher RC-ABCD-EFGH)' })).toBeInTheDocument();
    expect(requests).toContain('POST /api/v1/rewards/redemptions');
  });
});

describe('the spin wheel', () => {
  it('turns to the segment the server drew and reads the prize out (at once when motion is reduced)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const { user } = renderWithProviders(<SpinWheel orderId={5} />, { preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    const prize = await screen.findByText('250 points', { selector: 'strong' });
    expect(prize.closest('[role="status"]')).toHaveTextContent('You won 250 points.');
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/v1/orders/5/spin']);
  });

  it('shows nothing for an order that may not spin, or to a visitor', async () => {
    renderWithProviders(<SpinWheel orderId={6} />, { preloadedState: signedIn() });
    await waitFor(() => expect(requests).toContain('GET /api/v1/orders/6/spin'));
    expect(screen.queryByRole('heading', { name: 'Spin the wheel' })).not.toBeInTheDocument();
  });

  it('lands the middle of the drawn segment under the pointer after whole turns', () => {
    expect(landingAngle(0, 4) % 360).toBe(315);
    expect(landingAngle(2, 4) % 360).toBe(135);
    expect(landingAngle(0, 4)).toBeGreaterThan(360 * 4);
  });
});

describe('back office', () => {
  it('/referlist lists referrals, filters by state through the URL and downloads the CSV of the filters', async () => {
    const saved: string[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL, click: HTMLAnchorElement.prototype.click };
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      HTMLAnchorElement.prototype.click = original.click;
    });
    const { user } = renderWithProviders(<ReferListScreen />, { route: '/referlist', preloadedState: asAdmin() });
    expect(await screen.findByRole('rowheader', { name: 'BK-000041' })).toBeInTheDocument();
    expect(screen.getByText('3 referrals')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'delivered');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/referlist?state=delivered');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['referrals-2026-11-23.csv']));
    expect(requests).toContain('GET /api/v1/admin/referrals.csv?state=delivered&sort=-created');
  });

  it('/spin-wheel-list shows the spins and saves a prize stock', async () => {
    const { user } = renderWithProviders(<SpinWheelListScreen />, { route: '/spin-wheel-list', preloadedState: asAdmin() });
    expect(await screen.findByRole('rowheader', { name: 'BK-000007' })).toBeInTheDocument();
    const stock = await screen.findByRole('textbox', { name: 'Stock of 250 points' });
    expect(stock).toHaveValue('20');
    await user.clear(stock);
    await user.type(stock, 'x');
    await user.click(within(screen.getByRole('form', { name: 'Edit the stock of 250 points' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a stock of 0 or more, or leave it empty for unlimited.')).toBeInTheDocument();
    await user.clear(stock);
    await user.type(stock, '5');
    await user.click(within(screen.getByRole('form', { name: 'Edit the stock of 250 points' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('250 points: stock 5.')).toBeInTheDocument();
    expect(requests).toContain('PATCH /api/v1/admin/spin-prizes/3');
  });
});
