// The booking's thank-you page on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the heading, the status
// panel (state and next step said for the order's state, not the server's English labels), the payment and the
// guest look-up in Hindi, with the amounts of the order.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_REFUND_DAYS } from '@contract/booking-rules';
import type { Order } from '@contract/orders';
import { paths } from '@contract/paths';
import { checkout } from '@/lib/checkout';
import { formatRupees } from '@/lib/format';
import { nextSteps, stateLabels } from '@/lib/order-states.messages';
import { rememberBooking } from '@/lib/order-access';
import { BOOKING_KEY } from '../../../tests/mocks/handlers/bookings';
import { seedOrder } from '../../../tests/mocks/handlers/orders';
import { renderWithProviders } from '../../../tests/render';
import { BookingStatusScreen } from './booking-status-screen';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.thankYouBooking.path} element={<BookingStatusScreen />} />
    </Routes>,
    { route },
  );
}

function bookedHere(id: number, state: Order['state'] = 'reserved', overrides: Partial<Order> = {}): Order {
  const order = seedOrder(id, state, overrides, { owner: null, key: BOOKING_KEY });
  rememberBooking(id, { key: BOOKING_KEY });
  return order;
}

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
const realGo = checkout.go;
beforeEach(() => {
  go = vi.fn<(url: string) => void>();
  checkout.go = go;
});
afterEach(() => {
  checkout.go = realGo;
});

describe('/thankyoubooking/:id in Hindi', () => {
  it('says a paid booking is booked, with its money, details and next steps in Hindi', async () => {
    const order = bookedHere(7, 'confirmed');
    renderAt('/thankyoubooking/7');
    expect(await screen.findByRole('heading', { level: 1, name: `आपकी ${order.model_name} बुक हो गई है` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /is booked/ })).toBeNull();
    const panel = screen.getByRole('status', { name: 'बुकिंग की स्थिति' });
    // The state and its next step as lib/order-states.messages says them in Hindi, not the server's English.
    expect(panel).toHaveTextContent(stateLabels.confirmed);
    expect(panel).toHaveTextContent(nextSteps.confirmed);
    expect(nextSteps.confirmed).toMatch(/हब/);
    expect(panel).not.toHaveTextContent(order.next_step);
    expect(panel).toHaveTextContent(`हमें आपकी ${formatRupees(order.amount_paid)} की बुकिंग राशि मिल गई है। आपकी बुकिंग कन्फ़र्म है।`);
    expect(within(panel).getByText('भुगतान हुआ').nextElementSibling).toHaveTextContent(formatRupees(order.amount_paid));
    expect(within(panel).getByText('हब पर भुगतान').nextElementSibling).toHaveTextContent(`${formatRupees(order.amount_due)} + रोड टैक्स, रजिस्ट्रेशन और बीमा`);
    expect(screen.getByRole('heading', { level: 2, name: 'बुकिंग की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी हब')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /मैप में खोलें/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आगे क्या होगा' })).toBeInTheDocument();
    expect(screen.getByText(`इरादा बदल गया?`, { exact: false })).toHaveTextContent(
      `${BOOKING_REFUND_DAYS} कामकाजी दिनों के अंदर ${formatRupees(order.amount_paid)} उसी खाते में`,
    );
    expect(screen.getByRole('link', { name: 'अपनी बुकिंग और उसकी प्रगति देखें' })).toHaveAttribute('href', '/booking-detail/7');
  });

  it('asks to pay a reserved booking, in Hindi, through the gateway', async () => {
    const order = bookedHere(9);
    const { user } = renderAt('/thankyoubooking/9');
    const amount = formatRupees(order.amount);
    expect(await screen.findByRole('heading', { level: 1, name: `रिज़र्व हो गई: कन्फ़र्म करने के लिए ${amount} चुकाएँ` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'बुकिंग की स्थिति' })).toHaveTextContent(stateLabels.reserved);
    await user.click(screen.getByRole('button', { name: `अभी ${amount} चुकाएँ` }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(screen.getByText('आप पेमेंट गेटवे के सुरक्षित पेज पर भुगतान करेंगे और उसके बाद यहीं वापस आ जाएँगे।')).toBeInTheDocument();
  });

  it('says a failed payment did not go through and offers to try again', async () => {
    bookedHere(8, 'reserved', { payment_status: 'failed' });
    renderAt('/thankyoubooking/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपका भुगतान नहीं हो पाया' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से भुगतान करें' })).toBeEnabled();
  });

  it('offers the OTP look-up in Hindi where this browser has no key', async () => {
    seedOrder(10, 'confirmed', {}, { owner: null, key: BOOKING_KEY });
    renderAt('/thankyoubooking/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन करें या अपनी बुकिंग खोजें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'मेरी बुकिंग खोजें' });
    expect(within(form).getByLabelText(/^बुकिंग रेफ़रेंस/)).toHaveValue('BK-000010');
    expect(within(form).getByLabelText(/^मोबाइल नंबर/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument();
  });
});
