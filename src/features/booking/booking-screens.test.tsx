import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import { AppRoutes } from '@/app/app';
import { bikePrice, findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { BOOKING_KEY } from '../../../tests/mocks/handlers/bookings';
import { changeProductPrice } from '../../../tests/mocks/handlers/products';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { couponHandlers, makeCoupon } from '../../../tests/mocks/handlers/coupons';
import { couponMessages } from '@contract/coupon-rules';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { BookScreen } from './book-screen';
import { BookingStatusScreen } from './booking-status-screen';

type User = ReturnType<typeof renderWithProviders>['user'];

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string, preloadedState?: ReturnType<typeof signedIn>, routeState?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/book" element={<BookScreen />} />
      <Route path="/thankyoubooking/:id" element={<BookingStatusScreen />} />
    </Routes>,
    { route, preloadedState, routeState },
  );
}

beforeEach(() => {
  server.use(serviceCentresHandler);
});


async function fillBooking(user: User) {
  await user.click(screen.getByRole('radio', { name: 'RV400' }));
  await user.click(screen.getByRole('radio', { name: 'Mist Grey' }));
  await fillPerson(user);
  await chooseLocation(user);
  await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
  await user.click(screen.getByRole('checkbox', { name: /I accept these booking terms/ }));
}

describe('/book', () => {
  it('checks every field before calling the server, keeps what was typed and focuses the first error', async () => {
    let called = false;
    server.use(
      http.post('/api/v1/bookings', () => {
        called = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderAt('/book');
    expect(screen.getByRole('heading', { level: 1, name: 'Book your Revolt' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByText('Choose the bike you want to book.')).toBeInTheDocument();
    expect(screen.getByText(/valid 10-digit Indian mobile number/)).toBeInTheDocument();
    expect(screen.getByText('Choose the hub where you will take delivery.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the booking terms to continue.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept these booking terms/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('12345');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV1' })).toHaveFocus());
    expect(called).toBe(false);
  });

  it('preselects the model and colour from the link and prices the summary from the bike data', async () => {
    renderAt('/book?model=rv400&colour=pacific%20blue');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV400' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Pacific Blue' })).toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    const price = bikePrice(findBike('rv400')!);
    expect(within(summary).getByText(formatRupees(price))).toBeInTheDocument();
    expect(within(summary).getByText('₹499')).toBeInTheDocument();
    expect(within(summary).getByText(/plus road tax/)).toHaveTextContent(`${formatRupees(price - 499)} plus road tax`);
    expect(within(summary).getByRole('img', { name: /RV400.*Pacific Blue/ })).toBeInTheDocument();
    // On a phone the summary comes after the form: the same bike and amount are said above the button.
    const recap = screen.getByRole('group', { name: 'What you reserve' });
    expect(recap).toHaveTextContent(`RV400 in Pacific Blue, bike price ${formatRupees(price)}. Pay now: ₹499`);
    expect(recap.compareDocumentPosition(screen.getByRole('button', { name: 'Reserve my bike' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('fills the state, city and nearest area from a pincode typed first, and leaves them free to change', async () => {
    const { user } = renderAt('/book');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    await user.type(screen.getByLabelText(/^Pincode/), '411045');
    expect(screen.getByLabelText(/^State/)).toHaveValue('MH');
    expect(screen.getByLabelText(/^City/)).toHaveValue('MH-PUN');
    expect(screen.getByLabelText(/Nearest area/)).toHaveValue('MH-PUN-01');
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
    // A choice of the visitor's own stays: another pincode now changes nothing else.
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-MUM');
    await user.clear(screen.getByLabelText(/^Pincode/));
    await user.type(screen.getByLabelText(/^Pincode/), '110017');
    expect(screen.getByLabelText(/^City/)).toHaveValue('MH-MUM');
  });

  it('switching the model picks that model’s first colour', async () => {
    const { user } = renderAt('/book?model=rv400&colour=Mist%20Grey');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Mist Grey' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'RV1' }));
    const first = findBike('rv1')!.colours[0]!.name;
    expect(screen.getByRole('radio', { name: first })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Mist Grey' })).not.toBeInTheDocument();
  });

  it("prefills a signed-in customer's details", async () => {
    renderAt('/book', signedIn());
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Customer'));
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9000000003');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('MH-PUN'));
  });

  it('POSTs the exact body, then shows the reserved booking with a link to the payment page', async () => {
    let body: BookingRequest | null = null;
    server.use(
      http.post('/api/v1/bookings', async ({ request }) => {
        body = (await request.clone().json()) as BookingRequest;
        return undefined;
      }),
    );
    const { user } = renderAt('/book');
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thankyoubooking/41'));
    expect(body).toEqual({
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
      state: 'MH',
      city: 'MH-PUN',
      area: 'MH-PUN-01',
      pincode: '411038',
      model: 'rv400',
      colour: 'Mist Grey',
      dealer_id: 4,
      accept_terms: true,
      expected_price: bikePrice(findBike('rv400')!),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserved: pay ₹499 to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Booking status' })).toHaveTextContent(
      'Thank you, Ravi. We are holding the RV400 in Mist Grey for you: pay the booking amount of ₹499 to confirm your booking.',
    );
    expect(screen.queryByText(/booked|is reserved/)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Booking status' })).toHaveTextContent('BK-000041');
    expect(screen.getByRole('link', { name: 'Pay ₹499 now' })).toHaveAttribute('href', 'http://localhost:3000/api/v1/payments/sandbox/order_test1');
  });

  it("shows the server's field errors beside their fields and keeps every value", async () => {
    server.use(
      http.post('/api/v1/bookings', () =>
        HttpResponse.json(
          { message: 'Check the highlighted fields.', errors: [{ field: 'dealer_id', message: 'Choose the hub where you will take delivery.' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAt('/book');
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Delivery hub/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('checkbox', { name: /I accept these booking terms/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/book');
  });

  it('prefills the referral code from ?ref=, sends it, and shows the server’s verdict beside the field', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/bookings', async ({ request }) => {
        sent = ((await request.json()) as BookingRequest).referral_code;
        return HttpResponse.json(
          { message: 'referral_code: This mobile number has already been used with a referral code, so it cannot take another.', errors: [{ field: 'referral_code', message: 'This mobile number has already been used with a referral code, so it cannot take another.' }] },
          { status: 400 },
        );
      }),
    );
    const { user } = renderAt('/book?ref=k7m2-qx9d');
    expect(await screen.findByLabelText(/Referral code/)).toHaveValue('K7M2QX9D');
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByText('This mobile number has already been used with a referral code, so it cannot take another.', { selector: '.field__error' })).toBeInTheDocument();
    expect(sent).toBe('K7M2QX9D');
    expect(screen.getByLabelText(/Referral code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what a coupon gives before payment, sends it, and keeps the code with the server’s reason when it lapsed meanwhile', async () => {
    const { handlers } = couponHandlers([makeCoupon({ code: 'DIWALI200', value: 200 })]);
    let sent: string | undefined;
    server.use(
      ...handlers,
      http.post('/api/v1/bookings', async ({ request }) => {
        sent = ((await request.json()) as BookingRequest).coupon;
        return HttpResponse.json({ message: `coupon: ${couponMessages.usedUp}`, errors: [{ field: 'coupon', message: couponMessages.usedUp }] }, { status: 400 });
      }),
    );
    const { user } = renderAt('/book');
    await user.type(screen.getByLabelText(/Coupon code/), 'diwali200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponMessages.checkNeeds)).toBeInTheDocument();
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon applied: ₹200 off the booking amount.')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('₹299')).toBeInTheDocument();
    expect(within(summary).getByText('₹200 off the booking amount')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What you reserve' })).toHaveTextContent('Pay now: ₹299');

    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByText(couponMessages.usedUp, { selector: '.field__error' })).toBeInTheDocument();
    expect(sent).toBe('diwali200');
    expect(screen.getByLabelText(/Coupon code/)).toHaveValue('diwali200');
    expect(screen.getByLabelText(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a coupon does not apply, beside the field', async () => {
    const { handlers } = couponHandlers([makeCoupon({ code: 'RV1ONLY', models: ['rv1'] })]);
    server.use(...handlers);
    const { user } = renderAt('/book');
    await fillBooking(user);
    await user.type(screen.getByLabelText(/Coupon code/), 'RV1ONLY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponMessages.model, { selector: '.field__error' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Coupon code/));
    await user.type(screen.getByLabelText(/Coupon code/), 'x!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponMessages.format, { selector: '.field__error' })).toBeInTheDocument();
  });

  it('refuses a malformed referral code before calling the server', async () => {
    const { user } = renderAt('/book');
    await fillBooking(user);
    await user.type(screen.getByLabelText(/Referral code/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByText('A referral code has 8 letters and numbers, e.g. K7M2QX9D.')).toBeInTheDocument();
  });

  it('shows the new price when the server says it changed, keeps what was typed, and books at it once the customer confirms', async () => {
    const sent: BookingRequest[] = [];
    server.use(
      http.post('/api/v1/bookings', async ({ request }) => {
        sent.push((await request.clone().json()) as BookingRequest);
        return undefined;
      }),
    );
    const { user, store } = renderAt('/book');
    // The page has checked the prices; then the back office raises the RV400's.
    await waitFor(() => expect(store.getState().modelPrices.status).toBe('succeeded'));
    const old = bikePrice(findBike('rv400')!);
    const changed = changeProductPrice('rv400', { ex_price: findBike('rv400')!.exShowroom + 5000 }).price;
    await fillBooking(user);
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText(formatRupees(old))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price has changed.');
    expect(alert).toHaveTextContent(`The price of the RV400 has changed to ${formatRupees(changed)}. Check the new price and confirm.`);
    expect(within(summary).getByText(formatRupees(changed))).toBeInTheDocument();
    expect(within(summary).getByText(/plus road tax/)).toHaveTextContent(`${formatRupees(changed - 499)} plus road tax`);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Delivery hub/)).toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: /I accept these booking terms/ })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/book');

    await user.click(screen.getByRole('button', { name: 'Confirm the new price and reserve' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thankyoubooking/41'));
    expect(sent.map((b) => b.expected_price)).toEqual([old, changed]);
    // The payment step shows the price the customer confirmed and was booked at.
    expect(await screen.findByText(`${formatRupees(changed)} (ex-showroom with charger)`)).toBeInTheDocument();
  });
});

describe("the guest's loop on the device that booked", () => {
  it('books without an account, then changes the colour and cancels from the booking page with the tab’s key', async () => {
    const keys: Record<string, string | null> = {};
    server.use(
      http.patch('/api/v1/orders/:id', ({ request }) => {
        keys.edit = request.headers.get('x-booking-key');
        return undefined;
      }),
      http.post('/api/v1/orders/:id/cancel', ({ request }) => {
        keys.cancel = request.headers.get('x-booking-key');
        return undefined;
      }),
    );
    // The app's own routes: from /book to the thank-you page and on to the booking's pages (another feature's screens).
    const { user } = renderWithProviders(<AppRoutes />, { route: '/book' });
    await screen.findByRole('heading', { level: 1, name: 'Book your Revolt' });
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Reserve my bike' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserved: pay ₹499 to confirm' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'See your booking and its progress' }));
    expect(await screen.findByRole('heading', { level: 1, name: /RV400\s*BK-000041/ })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Change colour, hub or contact' }));
    await user.click(await screen.findByRole('radio', { name: 'Cosmic Black' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your booking is updated.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/41');
    expect(screen.getByText(/RV400 in Cosmic Black/)).toBeInTheDocument();
    expect(keys.edit).toBe(BOOKING_KEY);

    await user.click(screen.getByRole('link', { name: 'Cancel this booking' }));
    await user.selectOptions(await screen.findByLabelText(/Why are you cancelling/), 'Moving to another city');
    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel my booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking BK-000041 is cancelled' })).toBeInTheDocument();
    expect(keys.cancel).toBe(BOOKING_KEY);
    expect(screen.queryByText(/Booking not found/)).not.toBeInTheDocument();
  });
});
