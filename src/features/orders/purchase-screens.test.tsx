import { couponMessages } from '@contract/coupon-rules';
import { couponHandlers, makeCoupon } from '../../../tests/mocks/handlers/coupons';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@contract/orders';
import { findBike, bikePrice } from '@/content/bikes';
import { formatRupees, phoneText } from '@/lib/format';
import { signinFamily } from '@/lib/session';
import { cartInitialState, type CartState } from '@/lib/store/cart';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { makeOrder, purchaseCalls, purchaseHandlers } from '../../../tests/mocks/handlers/purchase';
import { server } from '../../../tests/mocks/server';
import { chooseLocation } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { checkout } from './purchase-parts';
import { PurchaseCashOrderScreen } from './purchase-cash-order-screen';
import { PurchaseHistoryScreen } from './purchase-history-screen';
import { PurchaseOrderScreen } from './purchase-order-screen';
import { PurchasePaymentScreen } from './purchase-payment-screen';
import { PurchasePlaceOrderScreen } from './purchase-place-order-screen';
import { PurchaseResumeScreen } from './purchase-resume-screen';
import { PurchaseShippingScreen } from './purchase-shipping-screen';

const rv400 = findBike('rv400')!;
const item = { product: 'rv400', name: 'RV400', color: 'Mist Grey', price: bikePrice(rv400) };
const address = { line1: '12 Baner Road', line2: 'Near the park', landmark: '', pincode: '411045', state: 'MH', city: 'MH-PUN', dealer_id: 4 };

function state(cart: Partial<CartState> = {}) {
  return {
    userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() },
    cart: { ...cartInitialState, ...cart },
  };
}

function renderAt(route: string, cart?: Partial<CartState>) {
  return renderWithProviders(
    <Routes>
      <Route path="/shipping" element={<PurchaseShippingScreen />} />
      <Route path="/payment" element={<PurchasePaymentScreen />} />
      <Route path="/placeorder" element={<PurchasePlaceOrderScreen />} />
      <Route path="/placeorder/:id" element={<PurchaseResumeScreen />} />
      <Route path="/order/:id" element={<PurchaseOrderScreen />} />
      <Route path="/cashorder/:id" element={<PurchaseCashOrderScreen />} />
      <Route path="/orderhistory" element={<PurchaseHistoryScreen />} />
    </Routes>,
    { route, preloadedState: state(cart) },
  );
}

const location = () => screen.getByTestId('location').textContent;
/** A purchase paid online in full, as the server answers it once the gateway confirmed the payment. */
const paidOnline = (id: number, overrides: Partial<Order> = {}) =>
  makeOrder({ id, reference: `OD-${String(id).padStart(6, '0')}`, state: 'confirmed', payment_status: 'success', amount_paid: 134990, paid_at: '2027-03-01T06:35:00.000Z', ...overrides });
let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const realGo = checkout.go;

beforeEach(() => {
  server.use(serviceCentresHandler);
  go = vi.fn<(url: string) => void>();
  checkout.go = go;
});
afterEach(() => {
  checkout.go = realGo;
});

describe('the cart', () => {
  it('shows an empty cart on every step when nothing was chosen', async () => {
    renderAt('/shipping');
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the bikes' })).toHaveAttribute('href', '/electric-bike');
  });
});

describe('/shipping', () => {
  it('checks the address before saving it, keeps what was typed, then saves it in the cart and goes to /payment', async () => {
    const { user, store } = renderAt('/shipping', { cartItems: [item] });
    await user.type(screen.getByLabelText(/Landmark/), 'Opposite the school');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter the house number and street.')).toBeInTheDocument();
    // The signed-in customer's pincode placed them: the nearest hub of their city is chosen for them.
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toHaveValue('4'));
    expect(screen.getByLabelText(/Landmark/)).toHaveValue('Opposite the school');
    expect(location()).toBe('/shipping');

    await user.type(screen.getByLabelText(/House number and street/), '12 Baner Road');
    await chooseLocation(user, false);
    await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location()).toBe('/payment'));
    expect(store.getState().cart.shippingAddress).toEqual({
      line1: '12 Baner Road', line2: '', landmark: 'Opposite the school', state: 'MH', city: 'MH-PUN', pincode: '411038', dealer_id: 4,
    });
  });
});

describe('/payment and /placeorder', () => {
  it('pay at the hub: saves the method, shows the summary with the on-road estimate, places the order and shows /cashorder/:id', async () => {
    server.use(...purchaseHandlers());
    const { user, store } = renderAt('/payment', { cartItems: [item], shippingAddress: address });
    expect(screen.getByRole('radio', { name: /Pay online now/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Pay at the hub/ }));
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    await waitFor(() => expect(location()).toBe('/placeorder'));
    expect(store.getState().cart.paymentMethod).toBe('hub');

    const bikeSection = screen.getByRole('region', { name: 'RV400 in Mist Grey' });
    expect(within(bikeSection).getByText(formatRupees(rv400.exShowroom))).toBeInTheDocument();
    expect(within(bikeSection).getByText('Due now').nextElementSibling).toHaveTextContent(formatRupees(0));
    const estimate = screen.getByRole('region', { name: 'Estimated on-road price' });
    expect(within(estimate).getByText(/Road tax \(\d+%\)/)).toBeInTheDocument();
    expect(within(estimate).getByText('What the estimate assumes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place order, pay at the hub' }));
    await waitFor(() => expect(location()).toBe('/cashorder/8'));
    expect(purchaseCalls.created).toEqual([
      { model: 'rv400', colour: 'Mist Grey', dealer_id: 4, payment_method: 'hub', shipping: { line1: '12 Baner Road', line2: 'Near the park', landmark: '', pincode: '411045', state: 'MH', city: 'MH-PUN' }, expected_price: 144990 },
    ]);
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order OD-000008 is placed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /at the hub by 8 March 2027/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What to bring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phoneText('+91 20 4671 3302') })).toHaveAttribute('href', 'tel:+912046713302');
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(go).not.toHaveBeenCalled();
  });

  it('online: places the order and hands over to the gateway checkout', async () => {
    server.use(...purchaseHandlers());
    const { user } = renderAt('/placeorder', { cartItems: [item], shippingAddress: address });
    await user.click(screen.getByRole('button', { name: `Place order and pay ${formatRupees(bikePrice(rv400))}` }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${window.location.origin}/api/v1/payments/sandbox/order_p1`));
    expect(purchaseCalls.created[0]?.payment_method).toBe('online');
  });

  it('asks an account made with only a mobile and a name for its e-mail before placing the order, and sends it', async () => {
    server.use(...purchaseHandlers());
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/placeorder" element={<PurchasePlaceOrderScreen />} />
        <Route path="/cashorder/:id" element={<PurchaseCashOrderScreen />} />
      </Routes>,
      {
        route: '/placeorder',
        preloadedState: {
          userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ email: null, state: null, city: null, area: null, pincode: null }) },
          cart: { ...cartInitialState, cartItems: [item], shippingAddress: address, paymentMethod: 'hub' as const },
        },
      },
    );
    const field = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.type(field, 'ravi@example');
    await user.click(screen.getByRole('button', { name: 'Place order, pay at the hub' }));
    expect(await screen.findByText('Enter a valid e-mail address, for example name@example.com.')).toBeInTheDocument();
    expect(purchaseCalls.created).toEqual([]);
    expect(field).toHaveValue('ravi@example');

    await user.type(field, '.com');
    await user.click(screen.getByRole('button', { name: 'Place order, pay at the hub' }));
    await waitFor(() => expect(purchaseCalls.created).toHaveLength(1));
    expect(purchaseCalls.created[0]).toMatchObject({ email: 'ravi@example.com', payment_method: 'hub' });
    // The signed-in user now has what the server kept: the next order does not ask again.
    await waitFor(() => expect(store.getState().userSignin.data).toMatchObject({ email: 'ravi@example.com', state: 'MH', city: 'MH-PUN', pincode: '411045' }));
  });

  it('takes a coupon on the review step: Apply shows what it gives, the order sends it, a refusal keeps the code beside the field', async () => {
    const { handlers } = couponHandlers([makeCoupon({ code: 'RIDE5000', kind: 'price', value: 5000 })]);
    server.use(...purchaseHandlers(), ...handlers);
    const { user } = renderAt('/placeorder', { cartItems: [item], shippingAddress: address, paymentMethod: 'hub' });
    const field = screen.getByRole('textbox', { name: /Coupon code/ });
    await user.type(field, 'ride5000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/5,000 off/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order, pay at the hub' }));
    await waitFor(() => expect(purchaseCalls.created).toHaveLength(1));
    expect(purchaseCalls.created[0]).toMatchObject({ coupon: 'ride5000' });
  });

  it('shows the server’s reason beside the coupon and keeps the code when placing the order is refused', async () => {
    server.use(http.post('/api/v1/orders', () => HttpResponse.json({ message: couponMessages.usedUp, errors: [{ field: 'coupon', message: couponMessages.usedUp }] }, { status: 400 })));
    const { user } = renderAt('/placeorder', { cartItems: [item], shippingAddress: address, paymentMethod: 'hub' });
    const field = screen.getByRole('textbox', { name: /Coupon code/ });
    await user.type(field, 'GONE100');
    await user.click(screen.getByRole('button', { name: 'Place order, pay at the hub' }));
    expect(await screen.findByText(couponMessages.usedUp, { selector: '.field__error' })).toBeInTheDocument();
    expect(field).toHaveValue('GONE100');
  });

  it('does not ask the e-mail of an account that has one', async () => {
    renderAt('/placeorder', { cartItems: [item], shippingAddress: address });
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
  });

  it('keeps the cart and says why when the order fails', async () => {
    server.use(http.post('/api/v1/orders', () => HttpResponse.json({ message: 'This colour is sold out.' }, { status: 409 })));
    const { user, store } = renderAt('/placeorder', { cartItems: [item], shippingAddress: address });
    await user.click(screen.getByRole('button', { name: /Place order and pay/ }));
    expect(await screen.findByText('This colour is sold out.')).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toEqual([item]);
    expect(location()).toBe('/placeorder');
  });

  it('sends a cart without an address back to /shipping', async () => {
    renderAt('/placeorder', { cartItems: [item] });
    await waitFor(() => expect(location()).toBe('/shipping'));
  });
});

describe('/order/:id and /placeorder/:id', () => {
  it('shows the loading state, then a pending payment with pay again', async () => {
    server.use(...purchaseHandlers());
    const { user } = renderAt('/order/7');
    expect(screen.getByRole('status', { name: 'Loading your order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Pay ${formatRupees(134990)}` }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(expect.stringContaining('/api/v1/payments/sandbox/order_again7')));
  });

  it('tells a failed payment and a paid order apart', async () => {
    server.use(...purchaseHandlers([makeOrder({ payment_status: 'failed' }), paidOnline(9)]));
    renderAt('/order/7');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
  });

  it('a paid order offers no payment', async () => {
    server.use(...purchaseHandlers([paidOnline(9)]));
    renderAt('/order/9');
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('a refunded purchase shows no "Paid" box but its cancellation and refund, the same as its status panel', async () => {
    const refund = { reference: 'RF-000010', amount: 134990, status: 'processed' as const, created_at: '2027-03-03T10:00:00.000Z', processed_at: '2027-03-09T10:00:00.000Z', expected_by: '2027-03-12' };
    server.use(...purchaseHandlers([paidOnline(10, { state: 'refunded', cancel_reason: 'Bought another bike', refunds: [refund] })]));
    renderAt('/order/10');
    expect(await screen.findByRole('heading', { name: 'This order is cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paid' })).not.toBeInTheDocument();
    expect(screen.queryByText(/hub will call you about delivery/)).not.toBeInTheDocument();
    const panel = screen.getByRole('status', { name: 'Order status' });
    expect(panel).toHaveTextContent('Refunded');
    expect(within(panel).getByText('Refund').nextElementSibling).toHaveTextContent(`${formatRupees(134990)} refunded to the account you paid from`);
    expect(within(panel).getByText('Still to pay').nextElementSibling).toHaveTextContent('Nothing');
    const refundRegion = screen.getByRole('region', { name: 'Your refund' });
    expect(refundRegion).toHaveTextContent('RF-000010');
    expect(refundRegion).toHaveTextContent('Refunded on 9 March 2027');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('someone else’s or a missing order is not found', async () => {
    server.use(...purchaseHandlers([]));
    renderAt('/order/70');
    expect(await screen.findByRole('heading', { name: 'We cannot find this order' })).toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    server.use(http.get('/api/v1/orders/:id', () => HttpResponse.json({ message: 'Order not loaded' }, { status: 400 })));
    const { user } = renderAt('/placeorder/7');
    expect(await screen.findByText('We could not load your order.')).toBeInTheDocument();
    server.use(...purchaseHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: `Pay ${formatRupees(134990)}` })).toBeInTheDocument();
  });
});

describe('/cashorder/:id', () => {
  it('says an order paid online is paid, with nothing to pay at the hub, and links to its page', async () => {
    server.use(...purchaseHandlers([paidOnline(11)]));
    renderAt('/cashorder/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order OD-000011 is paid' })).toBeInTheDocument();
    expect(screen.getByText(`We have received ${formatRupees(134990)}. There is nothing to pay at the hub for the bike.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order and its next step' })).toHaveAttribute('href', '/order/11');
    expect(screen.queryByRole('heading', { name: /at the hub by/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/the order lapses/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Order status' })).getByText('Paid').nextElementSibling).toHaveTextContent(formatRupees(134990));
  });

  it('sends an unpaid online order to its page to pay, without pay-at-hub instructions', async () => {
    server.use(...purchaseHandlers([makeOrder({ id: 12, reference: 'OD-000012' })]));
    renderAt('/cashorder/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order OD-000012 is waiting for your online payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order and its next step' })).toHaveAttribute('href', '/order/12');
    expect(screen.queryByRole('heading', { name: 'What to bring' })).not.toBeInTheDocument();
  });
});

describe('/orderhistory', () => {
  it('lists every kind of order with the right link', async () => {
    server.use(...purchaseHandlers([makeOrder({ id: 1, reference: 'BK-000001', kind: 'booking', amount: 499 }), makeOrder()]));
    renderAt('/orderhistory');
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getByRole('link', { name: /BK-000001/ })).toHaveAttribute('href', '/booking-detail/1');
    expect(within(list).getByRole('link', { name: /OD-000007/ })).toHaveAttribute('href', '/order/7');
  });

  it('says when there are no orders', async () => {
    server.use(...purchaseHandlers([]));
    renderAt('/orderhistory');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    server.use(http.get('/api/v1/orders', () => HttpResponse.json({ message: 'Orders not loaded' }, { status: 400 })));
    const { user } = renderAt('/orderhistory');
    expect(await screen.findByText('We could not load your orders.')).toBeInTheDocument();
    expect(screen.getByText('Orders not loaded')).toBeInTheDocument();
    server.use(...purchaseHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });
});
