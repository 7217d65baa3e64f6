import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { offerMessages as m } from '@contract/offer-rules';
import { paths } from '@contract/paths';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { makeOfferSend, offerHandlers } from '../../../tests/mocks/handlers/offers';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { SendOffersScreen } from './send-offers-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

function renderScreen() {
  return renderWithProviders(
    <Routes>
      <Route path={paths.sendOffers.path} element={<SendOffersScreen />} />
    </Routes>,
    { route: paths.sendOffers.getHref(), preloadedState: asAdmin() },
  );
}

describe('/send-offers', () => {
  it('sends the offer, says for how many customers it was queued and lists it with the earlier sends', async () => {
    const { handlers, sends } = offerHandlers([makeOfferSend({ id: 1, title: 'Old news', recipients: 40 })], 12);
    server.use(...handlers);
    const { user } = renderScreen();
    const table = await screen.findByRole('region', { name: 'News and offers sent' });
    expect(await within(table).findByText('Old news')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Title/), 'Monsoon offer');
    await user.type(screen.getByLabelText(/^Message/), 'Free rain cover with every booking.');
    await user.type(screen.getByLabelText(/^Link/), '/book');
    await user.click(screen.getByRole('button', { name: 'Send to customers who opted in' }));

    // Asked first, with the number of customers it reaches; nothing goes before the answer.
    const dialog = await screen.findByRole('dialog', { name: 'Send news and offers?' });
    expect(within(dialog).getByText(m.confirm(12))).toBeInTheDocument();
    expect(within(dialog).getByText('Monsoon offer')).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Queued for 12 customers.')).toBeInTheDocument();
    expect(sends.at(-1)).toMatchObject({ title: 'Monsoon offer', body: 'Free rain cover with every booking.', link: '/book', recipients: 12 });
    expect(await within(table).findByText('Monsoon offer')).toBeInTheDocument();
    // The form is empty again, ready for the next one.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('checks the form before sending, with the contract’s messages, and keeps what was typed', async () => {
    const { handlers, sends } = offerHandlers();
    server.use(...handlers);
    const { user } = renderScreen();
    await user.type(screen.getByLabelText(/^Link/), 'https://elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Send to customers who opted in' }));
    expect(await screen.findByText(m.title)).toBeInTheDocument();
    expect(screen.getByText(m.body)).toBeInTheDocument();
    expect(screen.getByText(m.link)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Link/)).toHaveValue('https://elsewhere.example');
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(sends).toHaveLength(0);
  });

  it('shows the server’s error, keeps every value, and sends again on “Try again”', async () => {
    const { handlers, sends } = offerHandlers([], 5);
    let down = true;
    server.use(
      http.post('/api/v1/admin/offers', () => (down ? HttpResponse.json({ message: 'The database is busy. Please try again.' }, { status: 503 }) : undefined)),
      ...handlers,
    );
    const { user } = renderScreen();
    await user.type(screen.getByLabelText(/^Title/), 'Weekend test rides');
    await user.type(screen.getByLabelText(/^Message/), 'Ride an RV400 at any hub.');
    await user.click(screen.getByRole('button', { name: 'Send to customers who opted in' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The news and offers were not sent.')).toBeInTheDocument();
    expect(within(alert).getByText('The database is busy. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Weekend test rides');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Ride an RV400 at any hub.');
    expect(sends).toHaveLength(0);

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Queued for 5 customers.')).toBeInTheDocument();
    expect(sends).toEqual([expect.objectContaining({ title: 'Weekend test rides', recipients: 5 })]);
  });

  it('sends nothing when the question is answered “Cancel”, and keeps what was typed', async () => {
    const { handlers, sends } = offerHandlers([], 7);
    server.use(...handlers);
    const { user } = renderScreen();
    await user.type(screen.getByLabelText(/^Title/), 'Festive exchange');
    await user.type(screen.getByLabelText(/^Message/), 'Bring your petrol bike to any hub.');
    await user.click(screen.getByRole('button', { name: 'Send to customers who opted in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send news and offers?' });
    expect(within(dialog).getByText('Send this to 7 customers now? It cannot be taken back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toHaveLength(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Festive exchange');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Bring your petrol bike to any hub.');
  });

  it('says when nobody has opted in, and sends nothing', async () => {
    const { handlers, sends } = offerHandlers([], 0);
    server.use(...handlers);
    const { user } = renderScreen();
    await user.type(screen.getByLabelText(/^Title/), 'Festive exchange');
    await user.type(screen.getByLabelText(/^Message/), 'Bring your petrol bike to any hub.');
    await user.click(screen.getByRole('button', { name: 'Send to customers who opted in' }));
    expect(await screen.findByText('Nobody to send to yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it('offers a retry when the earlier sends do not load, and says when there are none', async () => {
    let fail = true;
    server.use(http.get('/api/v1/admin/offers', () => (fail ? HttpResponse.json({ message: 'Database busy.' }, { status: 503 }) : HttpResponse.json({ data: [] }))));
    const { user } = renderScreen();
    expect(await screen.findByText('We could not load the news and offers sent before.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing sent yet.')).toBeInTheDocument();
  });
});
