import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AssistedBookingRequest } from '@contract/call-centre';
import { BOOKING_AMOUNT } from '@contract/rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { makeOrder } from '../../../tests/mocks/handlers/purchase';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { CcSupportScreen } from './cc-support-screen';

type User = ReturnType<typeof renderWithProviders>['user'];

const agent = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ user_type: 'callcentre', token: 'token-agent' }) } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/ccsupport" element={<CcSupportScreen />} />
    </Routes>,
    { route, preloadedState: agent() },
  );
}

const sent: AssistedBookingRequest[] = [];

beforeEach(() => {
  sent.length = 0;
  server.use(
    serviceCentresHandler,
    http.post('/api/v1/callcentre/bookings', async ({ request }) => {
      const body = (await request.json()) as AssistedBookingRequest;
      sent.push(body);
      const order = makeOrder({ id: 51, reference: 'BK-000051', kind: 'booking', assisted: true, amount: BOOKING_AMOUNT, colour: body.colour, mobile: body.mobile });
      return HttpResponse.json(
        { message: 'Booked BK-000051. The payment link is on its way to 98xxxxxx10.', data: { order, sent_to: '98xxxxxx10' } },
        { status: 201 },
      );
    }),
  );
});

async function fillCaller(user: User) {
  await fillPerson(user);
  await chooseLocation(user);
  await user.click(screen.getByRole('radio', { name: 'RV400' }));
  await user.click(screen.getByRole('radio', { name: 'Mist Grey' }));
  await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
}

describe('/ccsupport', () => {
  it('books for the caller and confirms with the reference and the masked mobile; "Book another" starts afresh', async () => {
    const { user } = renderAt('/ccsupport');
    expect(screen.getByRole('heading', { level: 1, name: 'Book for a caller' })).toBeInTheDocument();
    await fillCaller(user);
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));

    const done = await screen.findByRole('heading', { name: 'BK-000051' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('Booked BK-000051. The payment link is on its way to 98xxxxxx10.')).toBeInTheDocument();
    expect(screen.getByText('98xxxxxx10')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411038',
        model: 'rv400', colour: 'Mist Grey', dealer_id: 4,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
  });

  it('checks the fields before calling the server', async () => {
    const { user } = renderAt('/ccsupport');
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));
    expect(await screen.findByText('Choose the bike you want to book.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal by its field and keeps every typed value", async () => {
    server.use(
      http.post('/api/v1/callcentre/bookings', () =>
        HttpResponse.json({ message: 'Check the highlighted fields.', errors: [{ field: 'dealer_id', message: 'Choose a hub in your city.' }] }, { status: 400 }),
      ),
    );
    const { user } = renderAt('/ccsupport');
    await fillCaller(user);
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));
    expect(await screen.findByText('Choose a hub in your city.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Nearest area/)).toHaveValue('MH-PUN-01');
    expect(screen.getByRole('radio', { name: 'Mist Grey' })).toBeChecked();
  });
});
