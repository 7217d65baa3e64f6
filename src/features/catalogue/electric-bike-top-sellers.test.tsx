// The "Most booked in …" badges of /electric-bike (issue 27): the visitor's state's ranking once the page has loaded,
// India's for a visitor whose state is unknown, nothing when the server withholds the ranking. Over the pictures,
// out of the flow: the prerendered cards have no badge and no room kept for one.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { setTopSellers } from '../../../tests/mocks/handlers/products';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ElectricBikeScreen } from './electric-bike-screen';

const signedIn = (state: string) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ state }) } });
const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const india = { state: null, place: 'India', window_days: 90, models: [{ id: 'rv400', name: 'RV400', rank: 1 }, { id: 'rv1', name: 'RV1', rank: 2 }] };
const maharashtra = { state: 'MH', place: 'Maharashtra', window_days: 90, models: [{ id: 'rv1', name: 'RV1', rank: 1 }, { id: 'rv400', name: 'RV400', rank: 2 }, { id: 'rv400-brz', name: 'RV400 BRZ', rank: 3 }] };

/** Records the state each top-sellers request asks for. */
function askedStates(): (string | null)[] {
  const asked: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/products/top-sellers') asked.push(url.searchParams.get('state'));
  });
  return asked;
}

describe('/electric-bike top sellers', () => {
  it("marks the signed-in customer's state's most booked models, ranked, on their cards", async () => {
    setTopSellers({ MH: maharashtra, '': india });
    const asked = askedStates();
    renderWithProviders(<ElectricBikeScreen />, { preloadedState: signedIn('MH') });
    expect(await within(card('RV1')).findByText('Most booked in Maharashtra')).toBeInTheDocument();
    expect(within(card('RV400')).getByText('2nd most booked in Maharashtra')).toBeInTheDocument();
    expect(within(card('RV400 BRZ')).getByText('3rd most booked in Maharashtra')).toBeInTheDocument();
    expect(within(card('RV1+')).queryByText(/most booked/i)).not.toBeInTheDocument();
    expect(screen.getAllByText(/most booked in/i)).toHaveLength(3);
    expect(asked).toEqual(['MH']);
  });

  it("shows India's ranking to a visitor whose state is unknown (or whose state has too few orders)", async () => {
    setTopSellers({ '': india });
    const asked = askedStates();
    renderWithProviders(<ElectricBikeScreen />);
    expect(await within(card('RV400')).findByText('Most booked in India')).toBeInTheDocument();
    expect(within(card('RV1')).getByText('2nd most booked in India')).toBeInTheDocument();
    expect(asked).toEqual([null]);
  });

  it('shows no badge while the ranking is on its way, when it is withheld, or when the request fails', async () => {
    const asked = askedStates();
    const { store } = renderWithProviders(<ElectricBikeScreen />, { preloadedState: signedIn('KA') });
    expect(screen.queryByText(/most booked/i)).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Electric motorcycles' });
    await expect.poll(() => store.getState().topSellers.status).toBe('succeeded');
    expect(asked).toEqual(['KA']);
    expect(screen.queryByText(/most booked/i)).not.toBeInTheDocument();

    server.use(http.get('/api/v1/products/top-sellers', () => new Response(null, { status: 500 })));
    const failed = renderWithProviders(<ElectricBikeScreen />);
    await expect.poll(() => failed.store.getState().topSellers.status).toBe('failed');
    expect(screen.queryByText(/most booked/i)).not.toBeInTheDocument();
  });
});
