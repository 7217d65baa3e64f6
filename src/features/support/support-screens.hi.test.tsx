// The customer's support screens in Hindi (run by `VITE_SITE_LANG=hi vitest run`): the form, its checks, my tickets
// and one ticket's conversation, their words from the Hindi catalogues. What the server writes (a ticket's messages,
// an order's state) stays as it sends it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CustomerTicket, TicketSummary } from '@contract/support';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PHOTOS_MAX, SUPPORT_TICKET_CREATE_PATH } from '@contract/support-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { supportHandler } from '../../../tests/mocks/handlers/support';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { MyTicketScreen } from './my-ticket-screen';
import { MyTicketsScreen } from './my-tickets-screen';
import { RaiseTicketScreen } from './raise-ticket-screen';

const signedIn = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } };

const summary: TicketSummary = {
  id: 42,
  reference: 'ST-000042',
  topic: 'service',
  status: 'pending',
  order_reference: 'BK-000007',
  hub_name: 'Revolt Hub Andheri',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  last_message: 'Please bring the bike in on Monday.',
};

describe('raising a ticket in Hindi', () => {
  it('asks in Hindi and checks the form in Hindi before sending', async () => {
    const { user } = renderWithProviders(<RaiseTicketScreen />, { route: '/support/freshdesk' });
    expect(screen.getByRole('heading', { level: 1, name: 'सपोर्ट टिकट दर्ज करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'हम किसमें मदद करें?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).parentElement).toHaveTextContent(
      'अकाउंट है? साइन इन करें, ताकि आप अपना कोई ऑर्डर चुन सकें और टिकट अपने अकाउंट में देख सकें।',
    );
    expect(within(screen.getByLabelText(/^विषय/)).getByRole('option', { name: 'सर्विस या मरम्मत' })).toBeInTheDocument();
    expect(screen.getByText(`${SUPPORT_MESSAGE_MAX} में से 0 अक्षर`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'टिकट दर्ज करें' }));
    expect(screen.getByText('बताएँ कि आपका टिकट किस बारे में है।')).toBeInTheDocument();
    expect(screen.getByText(`समस्या 10 से ${SUPPORT_MESSAGE_MAX} अक्षरों में बताएँ।`)).toBeInTheDocument();
    expect(screen.getByText('अपना पूरा नाम डालें (2 से 80 अक्षर)।')).toBeInTheDocument();
    expect(screen.getByLabelText(/^OTP/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText(/^पूरा नाम/)).toHaveFocus());

    const png = () => new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^फ़ोटो/), { target: { files: [png(), png(), png(), png()] } });
    expect(screen.getByText(`ज़्यादा से ज़्यादा ${SUPPORT_PHOTOS_MAX} फ़ोटो लगाएँ।`)).toBeInTheDocument();
    expect(screen.queryByText('Choose what your ticket is about.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Raise a support ticket' })).toBeNull();
  });

  it('sends the OTP and raises the ticket, confirming in Hindi', async () => {
    server.use(
      supportHandler('otp', () => HttpResponse.json({ message: 'sent' }, { status: 202 })),
      http.post(SUPPORT_TICKET_CREATE_PATH, () => HttpResponse.json({ data: { id: 42, reference: 'ST-000042' } }, { status: 201 })),
    );
    const { user } = renderWithProviders(<RaiseTicketScreen />, { route: '/support/freshdesk' });
    await user.type(screen.getByLabelText(/^पूरा नाम/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('हमने आपके मोबाइल पर 6 अंकों का OTP भेजा है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP दोबारा भेजें' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.selectOptions(screen.getByLabelText(/^विषय/), 'delivery');
    await user.type(screen.getByLabelText(/^संदेश/), 'मेरी बाइक हब पर कब पहुँचेगी?');
    await user.click(screen.getByRole('button', { name: 'टिकट दर्ज करें' }));
    expect(await screen.findByRole('heading', { name: 'टिकट ST-000042 दर्ज हो गया' })).toBeInTheDocument();
    expect(screen.getByText('हम 24 घंटे के अंदर जवाब देते हैं और जवाब देने पर आपको SMS भेजते हैं।')).toBeInTheDocument();
  });
});

describe('my tickets in Hindi', () => {
  it('lists my tickets with Hindi topics, statuses and dates', async () => {
    server.use(supportHandler('myTickets', () => HttpResponse.json({ data: [summary] })));
    renderWithProviders(<MyTicketsScreen />, { route: '/usersupport', preloadedState: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे सपोर्ट टिकट' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'सपोर्ट टिकट' });
    expect(within(list).getByRole('link', { name: 'ST-000042: सर्विस या मरम्मत' })).toHaveAttribute('href', '/usersupport/42');
    expect(within(list).getByText('हमने जवाब दिया: आपके जवाब का इंतज़ार')).toBeInTheDocument();
    expect(within(list).getByText('20 नवंबर 2026 को दर्ज किया · ऑर्डर BK-000007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया टिकट दर्ज करें' })).toHaveAttribute('href', '/support/freshdesk');
  });

  it('shows one ticket’s conversation in Hindi and checks my answer in Hindi', async () => {
    const ticket: CustomerTicket = {
      ...summary,
      message: 'The charger stopped working after the service.',
      photo_ids: [],
      messages: [{ id: 1, author: 'staff', author_name: 'Priya', body: 'Please bring the bike in on Monday.', created_at: '2026-11-21T10:00:00.000Z' }],
    };
    server.use(supportHandler('myTicket', () => HttpResponse.json({ data: ticket })));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/usersupport/:id" element={<MyTicketScreen />} />
      </Routes>,
      { route: '/usersupport/42', preloadedState: signedIn },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ST-000042: सर्विस या मरम्मत' })).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'बातचीत' });
    expect(within(conversation).getByText(/Priya \(Revolt कस्टमर केयर\)/)).toBeInTheDocument();
    expect(within(conversation).getByText(/^आप ·/)).toBeInTheDocument();
    expect(screen.getByText('दर्ज किया')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(screen.getByText(`जवाब 1 से ${SUPPORT_MESSAGE_MAX} अक्षरों में लिखें।`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे सभी सपोर्ट टिकट' })).toHaveAttribute('href', '/usersupport');
  });
});
