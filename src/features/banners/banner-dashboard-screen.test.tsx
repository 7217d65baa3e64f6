import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bannerMessages } from '@contract/banner-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { bannerStore, makeBanner, resetBanners } from '../../../tests/mocks/handlers/banners';
import { renderWithProviders } from '../../../tests/render';
import { BannerDashboardScreen } from './banner-dashboard-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});
const render = () => renderWithProviders(<BannerDashboardScreen />, { route: '/banner-dashboard', preloadedState: asAdmin() });
const headlines = () => within(screen.getByRole('list', { name: 'Banners in home-page order' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(resetBanners);

describe('/banner-dashboard', () => {
  it('checks the form, then adds a banner with its image', async () => {
    const { user, store } = render();
    expect(await screen.findByText(/No banners yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText(bannerMessages.image)).toBeInTheDocument();
    expect(screen.getByText(bannerMessages.alt)).toBeInTheDocument();
    expect(screen.getByText(bannerMessages.link)).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/^Image/), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'offer.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText(/^Headline/), 'Festive offer');
    await user.type(screen.getByLabelText(/^Alt text/), 'A red RV400 at dusk');
    await user.type(screen.getByLabelText(/^Link/), '/rv400');
    await user.type(screen.getByLabelText(/^Starts/), '2026-11-20T09:00');
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText('“Festive offer” was added.')).toBeInTheDocument();
    await waitFor(() => expect(headlines()).toEqual(['Festive offer']));
    expect(store.getState().banner).toMatchObject({ loading: false, status: 'succeeded' });
  });

  it('switches a banner off and moves another up', async () => {
    bannerStore.list = [makeBanner(1, { headline: 'First' }), makeBanner(2, { headline: 'Second' })];
    const { user } = render();
    await waitFor(() => expect(headlines()).toEqual(['First', 'Second']));
    await user.click(screen.getByRole('button', { name: 'Switch off “First”' }));
    expect(await screen.findByText('“First” is switched off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Switched off')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Move up “Second”' }));
    await waitFor(() => expect(headlines()).toEqual(['Second', 'First']));
    expect(screen.getByRole('button', { name: 'Move up “Second”' })).toBeDisabled();
  });
});
