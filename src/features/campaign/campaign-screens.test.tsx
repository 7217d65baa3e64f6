import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import type { LeadRecord } from '@contract/leads';
import { leadsEndpoints } from '@contract/leads-endpoints';
import { bikePrice, findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { keys } from '@/lib/storage';
import { changeProductPrice } from '../../../tests/mocks/handlers/products';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { leadHandlers } from '../../../tests/mocks/handlers/leads';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { NewPlaceOrderScreen } from './new-place-order-screen';
import { NewProductScreen } from './new-product-screen';
import { ThankYouScreen } from './thank-you-screen';

let leads: LeadRecord[][];
let bookings: BookingRequest[];
beforeEach(() => {
  leads = [];
  bookings = [];
  server.use(serviceCentresHandler);
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/bookings') void request.clone().json().then((b) => bookings.push(b as BookingRequest));
  });
  server.use(...leadHandlers({ leads }));
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const location = () => screen.getByTestId('location');

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/NewProductScreen/:id" element={<NewProductScreen />} />
      <Route path="/NewPlaceOrderScreen" element={<NewPlaceOrderScreen />} />
      <Route path="/thankyoubooking/:id" element={<p>Status page</p>} />
      <Route path="/thank-you" element={<ThankYouScreen />} />
    </Routes>,
    { route },
  );
}

async function fillDetails(user: ReturnType<typeof renderAt>['user']) {
  await fillPerson(user);
  await user.type(screen.getByLabelText(/Alternate mobile/), '98123 45678');
  await chooseLocation(user);
  await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
  await user.type(screen.getByLabelText(/^Address\b(?! state| pincode)/), '14 FC Road, Shivajinagar');
  await user.selectOptions(screen.getByLabelText(/Address state/), 'MH');
  await user.type(screen.getByLabelText(/Address pincode/), '411004');
  await user.click(screen.getByLabelText(/I accept the booking terms/));
}

describe('/NewProductScreen/:id', () => {
  it('takes the chosen colour and the referral code on to the details step', async () => {
    const { user } = renderAt('/NewProductScreen/rv400?ref=ASHA42');
    expect(screen.getByRole('heading', { level: 1, name: 'Book the RV400' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    await user.click(radios[1]!);
    const chosen = (radios[1] as HTMLInputElement).value;
    await user.click(screen.getByRole('link', { name: 'Continue to your details' }));
    expect(location()).toHaveTextContent(`/NewPlaceOrderScreen?model=rv400&colour=${encodeURIComponent(chosen)}&ref=ASHA42`);
  });

  it('is not found for an unknown model', () => {
    renderAt('/NewProductScreen/rv9000');
    expect(screen.queryByRole('heading', { name: /Book the/ })).not.toBeInTheDocument();
  });
});

describe('/NewPlaceOrderScreen opened without a model', () => {
  it('asks for the bike and colour instead of "Page not found", then goes on to the details step with the referral code', async () => {
    const { user } = renderAt('/NewPlaceOrderScreen?ref=k7m2-qx9d');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your bike' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /not found/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'RV400' }));
    const colours = screen.getByRole('group', { name: /^Colour:/ });
    const rv400 = findBike('rv400')!;
    expect(within(colours).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(rv400.colours.map((c) => c.name));
    const chosen = rv400.colours[1]!.name;
    await user.click(within(colours).getByRole('radio', { name: chosen }));
    expect(screen.getByText(/bike price/)).toHaveTextContent(`RV400 in ${chosen}, bike price ${formatRupees(bikePrice(rv400))}`);
    await user.click(screen.getByRole('button', { name: 'Continue to your details' }));
    expect(location()).toHaveTextContent(`/NewPlaceOrderScreen?model=rv400&colour=${encodeURIComponent(chosen)}&ref=k7m2-qx9d`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByText(/bike price/)).toHaveTextContent(`RV400 in ${chosen}`);
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('K7M2QX9D');
  });

  it('says so when the link names a model we do not sell', () => {
    renderAt('/NewPlaceOrderScreen?model=rv9000&colour=Black');
    expect(screen.getByText('We do not sell a model called “rv9000”. Choose one of these.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Which bike do you want to book?' })).toBeInTheDocument();
  });
});

describe('/NewPlaceOrderScreen', () => {
  it('books, sends the SPEC §3 lead record as an array (url without ?ref=), sets proceedNext and goes on to pay', async () => {
    const { user, store } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red&ref=k7m2-qx9d');
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('K7M2QX9D');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    const id = Number(/\d+$/.exec(location().textContent ?? '')?.[0]);
    expect(bookings[0]).toMatchObject({ model: 'rv400', colour: 'Rebel Red', dealer_id: 4, accept_terms: true, state: 'MH', city: 'MH-PUN', referral_code: 'K7M2QX9D' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toEqual([
      expect.objectContaining({
        name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', product_type: 'rv400', booking_id: id, createNewBooking: true,
        referral_code: 'K7M2QX9D', isReferralVerified: true, alternate_mobile: '9812345678', address: '14 FC Road, Shivajinagar',
        address_state: 'MH', address_pincode: '411004', url: 'http://localhost:3000/', isSeller: false,
      }),
    ]);
    expect(store.getState().bookingLead.data).toEqual({ proceedNext: true, ids: [7] });
    expect(JSON.parse(sessionStorage.getItem(keys.bookingAccess) ?? '{}')).toHaveProperty(String(id));
  });

  it('sends the price it shows; when the server says it changed, shows the new one and books at it once confirmed', async () => {
    const { user, store } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red');
    await waitFor(() => expect(store.getState().modelPrices.status).toBe('succeeded'));
    const old = bikePrice(findBike('rv400')!);
    expect(screen.getByText(/bike price/)).toHaveTextContent(formatRupees(old));
    const changed = changeProductPrice('rv400', { ex_price: findBike('rv400')!.exShowroom + 4000 }).price;
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed.');
    expect(alert).toHaveTextContent(`The price of the RV400 has changed to ${formatRupees(changed)}.`);
    expect(screen.getByText(/bike price/)).toHaveTextContent(formatRupees(changed));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(leads).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Confirm the new price and continue to pay/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    expect(bookings.map((b) => b.expected_price)).toEqual([old, changed]);
  });

  it('never blocks on a lead failure: it is only logged and the customer goes on to pay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(leadsEndpoints.record.path, () => HttpResponse.json({ message: 'CRM down' }, { status: 503 })));
    const { user, store } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    expect(store.getState().bookingLead).toMatchObject({ status: 'failed', error: 'CRM down' });
    expect(warn).toHaveBeenCalledWith('Booking lead not recorded:', 'CRM down');
  });

  it('sends the referral code with the booking and shows the server’s verdict at the field, keeping what was typed', async () => {
    const used = 'This mobile number has already been used with a referral code, so it cannot take another.';
    server.use(
      http.post('/api/v1/bookings', () => HttpResponse.json({ message: `referral_code: ${used}`, errors: [{ field: 'referral_code', message: used }] }, { status: 400 })),
    );
    const { user } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red');
    await fillDetails(user);
    await user.type(screen.getByLabelText(/Referral code/), 'k7m2 qx9d');
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    expect(await screen.findByText(used, { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Referral code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('k7m2 qx9d');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/^Address\b(?! state| pincode)/)).toHaveValue('14 FC Road, Shivajinagar');
    expect(bookings[0]).toMatchObject({ referral_code: 'K7M2QX9D' });
    expect(leads).toEqual([]);
    expect(location()).toHaveTextContent('/NewPlaceOrderScreen');
  });

  it('refuses a malformed referral code before calling the server, and leaves it unverified without one', async () => {
    const { user } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red');
    await fillDetails(user);
    await user.type(screen.getByLabelText(/Referral code/), 'ASHA42');
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    expect(await screen.findByText('A referral code has 8 letters and numbers, e.g. K7M2QX9D.')).toBeInTheDocument();
    expect(bookings).toEqual([]);
    await user.clear(screen.getByLabelText(/Referral code/));
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/thankyoubooking\/\d+$/));
    expect(bookings[0]?.referral_code).toBeUndefined();
    expect(leads[0]).toEqual([expect.objectContaining({ referral_code: '', isReferralVerified: false })]);
  });

  it('checks the address block before booking anything', async () => {
    const { user } = renderAt('/NewPlaceOrderScreen?model=rv400&colour=Rebel%20Red');
    await user.type(screen.getByLabelText(/Alternate mobile/), '123');
    await user.click(screen.getByRole('button', { name: /Continue to pay/ }));
    expect(await screen.findByText(/Enter your address/)).toBeInTheDocument();
    expect(screen.getAllByText(/valid 10-digit Indian mobile number/).length).toBeGreaterThan(0);
    expect(bookings).toEqual([]);
    expect(leads).toEqual([]);
  });
});

describe('/thank-you', () => {
  it('thanks the visitor, with a generic message when the form handed none over', () => {
    renderAt('/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText(/We have received your details/)).toBeInTheDocument();
  });
});
