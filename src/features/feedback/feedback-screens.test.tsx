import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@contract/feedback-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { FEEDBACK_LINK, resetFeedback } from '../../../tests/mocks/handlers/feedback';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { CustomerFeedbackScreen } from './customer-feedback-screen';
import { FeedbackHubScreen } from './feedback-hub-screen';

const linkRoute = (sig = FEEDBACK_LINK.sig) => `/feedback-hub?${new URLSearchParams({ ...FEEDBACK_LINK, sig }).toString()}`;
const asDealer = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 2, token: 'token-dealer', isSeller: true, isDealer: true, user_type: 'dealer' }) },
});

let requests: string[] = [];
beforeEach(() => {
  resetFeedback();
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

describe('/feedback-hub', () => {
  it('asks for the scores in accessible radio groups, checks them, sends once and thanks', async () => {
    const { user } = renderWithProviders(<FeedbackHubScreen />, { route: linkRoute() });
    expect(await screen.findByText('Delivery BK-000042 at Andheri East')).toBeInTheDocument();
    const nps = screen.getByRole('radiogroup', { name: /recommend Revolt/ });
    expect(within(nps).getAllByRole('radio')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(feedbackMessages.nps)).toBeInTheDocument();
    expect(nps).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(feedbackMessages.rating)).toHaveLength(3);

    await user.click(within(nps).getByRole('radio', { name: '9' }));
    for (const name of [/The hub/, /The bike/, /Booking, payment and delivery/]) {
      await user.click(within(screen.getByRole('radiogroup', { name })).getByRole('radio', { name: '4 stars' }));
    }
    await user.type(screen.getByLabelText(/Anything you would like to tell us/), 'Quick and friendly');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback.' })).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST /api/v1/feedback/link'))).toHaveLength(1);
  });

  it('a reused link shows a clear page instead of the form', async () => {
    const first = renderWithProviders(<FeedbackHubScreen />, { route: linkRoute() });
    await screen.findByText('Delivery BK-000042 at Andheri East');
    await first.user.click(screen.getByRole('radio', { name: '10' }));
    for (const radio of screen.getAllByRole('radio', { name: '5 stars' })) await first.user.click(radio);
    await first.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('heading', { name: 'Thank you for your feedback.' });
    first.unmount();
    renderWithProviders(<FeedbackHubScreen />, { route: linkRoute() });
    expect(await screen.findByText(feedbackMessages.answered)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });


  it('a forged link says so, with no form', async () => {
    renderWithProviders(<FeedbackHubScreen />, { route: linkRoute('forged') });
    expect(await screen.findByText(feedbackMessages.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it('my own record needs a sign-in first, and asks nothing of the API before', () => {
    renderWithProviders(<FeedbackHubScreen />, { route: '/feedback-hub?subject=order&id=5' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/signin?redirect=${encodeURIComponent('/feedback-hub?subject=order&id=5')}`);
    expect(requests).toEqual([]);
  });
});

describe('/customer-feedback', () => {
  it('shows NPS, the distribution, NPS by month and hub, and the latest answers (SPEC §4 list), filtered through the URL', async () => {
    const { user, store } = renderWithProviders(<CustomerFeedbackScreen />, { route: '/customer-feedback', preloadedState: asDealer() });
    expect(await screen.findByText('+8.7')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Answers by score' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'NPS by hub' })).getByRole('rowheader', { name: 'Koramangala' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'NPS by month' })).getAllByRole('rowheader')).toHaveLength(2);
    expect(await screen.findByText('Showing 1–20 of 23 answers')).toBeInTheDocument();
    expect(store.getState().feedbackList).toMatchObject({ totalPages: 2, totalCount: 23, error: null });

    await user.selectOptions(screen.getByLabelText('Hub'), '9');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer-feedback?hub=9'));
    await waitFor(() => expect(store.getState().feedbackList.totalCount).toBe(8));
    expect(requests).toContain('GET /api/v1/back-office/feedback?hub=9&page=1');
    expect(requests).toContain('GET /api/v1/back-office/feedback/summary?hub=9');
  });
});
