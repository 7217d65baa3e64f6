// The public refer-and-earn page on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the programme, the steps
// and the share box in Hindi, the figures from contract/rewards-rules.ts.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_POINTS, REFERRALS_PER_YEAR } from '@contract/rewards-rules';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { ReferAndEarnScreen } from './refer-and-earn-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 3, token: 'token-customer' }) } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refer and earn in Hindi', () => {
  it('is a page of the Hindi site', () => {
    expect(inHindi('/refer-and-earn')).toBe(true);
  });

  it('explains the programme in Hindi and asks a visitor to sign in', () => {
    renderWithProviders(<ReferAndEarnScreen />, { route: '/refer-and-earn' });
    const points = REFERRAL_POINTS.toLocaleString('hi-IN');
    expect(screen.getByRole('heading', { level: 1, name: `दोस्त को रेफ़र करें, ${points} पॉइंट पाएँ` })).toBeInTheDocument();
    expect(screen.queryByText(/Refer a friend/)).toBeNull();
    expect(screen.getByText(new RegExp(`साल में ${REFERRALS_PER_YEAR} दोस्तों तक।`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करके कोड पाएँ' })).toHaveAttribute('href', '/signin?redirect=%2Frefer-and-earn');
    expect(screen.getByRole('heading', { level: 2, name: 'यह कैसे काम करता है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rev Club की शर्तें' })).toHaveAttribute('href', '/rev-club-refer-terms');
  });

  it('shares my code with a Hindi message and says the link is copied', async () => {
    const { user } = renderWithProviders(<ReferAndEarnScreen />, { route: '/refer-and-earn', preloadedState: signedIn() });
    expect(await screen.findByText('K7M2QX9D')).toBeInTheDocument();
    const whatsapp = decodeURIComponent(screen.getByRole('link', { name: /WhatsApp पर शेयर करें/ }).getAttribute('href') ?? '');
    expect(whatsapp).toContain('मेरे Rev Club कोड K7M2QX9D से अपनी Revolt बुक करें:');
    expect(whatsapp).toContain('/book?ref=K7M2QX9D');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    await user.click(screen.getByRole('button', { name: 'लिंक कॉपी करें' }));
    expect(await screen.findByText('लिंक कॉपी हो गया।')).toBeInTheDocument();
  });
});
