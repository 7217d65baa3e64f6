// The customer's portal on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): a booking's page with its timeline
// told by the states in Hindi and dated in Hindi, the dashboard, "My bookings", the guest look-up page, changing a
// booking and cancelling it.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@contract/paths';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { LANG } from '@/lib/i18n/language';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { resetOrders, seedOrder } from '../../../tests/mocks/handlers/orders';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookingDetailScreen } from './booking-detail-screen';
import { BookingUpdatesScreen } from './booking-updates-screen';
import { CancelBookingScreen } from './cancel-booking-screen';
import { CancelChooseScreen } from './cancel-choose-screen';
import { EditBookingScreen } from './edit-booking-screen';
import { FindBookingScreen } from './find-booking-screen';
import { ThankYouCancelScreen } from './thank-you-cancel-screen';
import { UserBookingsScreen } from './user-bookings-screen';
import { UserDashboardScreen } from './user-dashboard-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.userDashboard.path} element={<UserDashboardScreen />} />
      <Route path={paths.userBooking.path} element={<UserBookingsScreen />} />
      <Route path={paths.bookingDetail.path} element={<BookingDetailScreen />} />
      <Route path={paths.bookingUpdates.path} element={<BookingUpdatesScreen />} />
      <Route path={paths.findBooking.path} element={<FindBookingScreen />} />
      <Route path={paths.editBooking.path} element={<EditBookingScreen />} />
    </Routes>,
    { route, preloadedState: signedIn() },
  );
}

beforeEach(() => {
  resetOrders();
  server.use(serviceCentresHandler);
});

describe('the portal in Hindi', () => {
  it('is built for Hindi', () => {
    expect(LANG).toBe('hi');
  });

  it("shows a booking's timeline with the states in Hindi and Hindi dates", async () => {
    seedOrder(7, 'allotted', { chassis: 'MD9RV400X26000123' });
    renderAt('/booking-detail/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'टाइमलाइन' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Timeline' })).toBeNull();
    const timeline = screen.getByRole('list', { name: 'ऑर्डर की टाइमलाइन' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(['बुक हुई: भुगतान बाकी', 'भुगतान मिला: कन्फ़र्म', 'बाइक अलॉट हुई']);
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/^17 नवंबर 2026/);
    expect(screen.getByText('बुकिंग की तारीख', { selector: 'dt' }).nextElementSibling).toHaveTextContent('17 नवंबर 2026');
    expect(screen.getByText('बाइक की कीमत', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^₹[\d,]+ \(चार्जर सहित, एक्स-शोरूम\)$/);
    expect(screen.getByRole('heading', { name: 'साथ लाने वाले दस्तावेज़' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'यह बुकिंग रद्द करें' })).toHaveAttribute('href', '/cancel-my-revolt/7');
    expect(screen.getByRole('link', { name: 'बुकिंग पास' })).toHaveAttribute('href', '/booking-pass/7');
  });

  it('names the reason for cancelling in Hindi and tells the refund', async () => {
    seedOrder(13, 'refund_initiated', { cancel_reason: 'Moving to another city' });
    renderAt('/booking-detail/13');
    expect(await screen.findByText('रद्द करने का कारण', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('दूसरे शहर में शिफ़्ट होना है')).toBeInTheDocument();
    const refund = screen.getByRole('region', { name: 'आपका रिफ़ंड' });
    expect(refund).toHaveTextContent('रिफ़ंड रेफ़रेंस');
    expect(refund).toHaveTextContent('रिफ़ंड शुरू हो गया');
  });

  it('shows the updates with the next step in Hindi', async () => {
    seedOrder(8, 'confirmed');
    renderAt('/booking-updates/8');
    expect(await screen.findByRole('heading', { level: 1, name: /^BK-000008 के अपडेट/ })).toBeInTheDocument();
    expect(screen.getByText('आपका हब एक बाइक अलॉट करेगा और 2 कामकाजी दिनों में आपको कॉल करेगा।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeInTheDocument();
  });

  it('greets the customer on the dashboard with the booking in progress', async () => {
    seedOrder(5, 'confirmed');
    renderAt('/userdashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'आपकी मौजूदा बुकिंग' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^नमस्ते, /);
    expect(screen.getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('heading', { name: 'Shortcuts' })).toBeNull();
  });

  it('lists my bookings, and says so in Hindi when there are none', async () => {
    renderAt('/userbooking');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeInTheDocument();
    expect(await screen.findByText(/^आपकी अभी कोई बुकिंग नहीं है।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revolt बुक करें' })).toHaveAttribute('href', '/book');
  });

  it('opens the guest look-up page in Hindi', () => {
    renderAt('/find-my-booking');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' }).parentElement).toHaveTextContent('खाता है? साइन इन करें और अपनी सारी बुकिंग देखें।');
  });
});

describe('cancelling a booking in Hindi', () => {
  function renderCancel(route: string) {
    return renderWithProviders(
      <Routes>
        <Route path={paths.cancelBookingChoose.path} element={<CancelChooseScreen />} />
        <Route path={paths.cancelBooking.path} element={<CancelBookingScreen />} />
        <Route path={paths.thankYouCancel.path} element={<ThankYouCancelScreen />} />
      </Routes>,
      { route, preloadedState: signedIn() },
    );
  }

  it('lists the bookings that can be cancelled', async () => {
    seedOrder(4, 'confirmed');
    renderCancel('/cancel-my-revolt/');
    const list = await screen.findByRole('list', { name: 'बुकिंग जिन्हें आप रद्द कर सकते हैं' });
    expect(within(list).getByRole('link', { name: 'BK-000004 रद्द करें' })).toHaveAttribute('href', '/cancel-my-revolt/4');
  });

  it('asks the reason in Hindi, confirms, then says the booking is cancelled', async () => {
    seedOrder(7, 'confirmed');
    const { user } = renderCancel('/cancel-my-revolt/7');
    expect(await screen.findByRole('note', { name: 'आपका रिफ़ंड' })).toHaveTextContent(/^रद्द करने के 7 कामकाजी दिनों के भीतर हम ₹499 उसी खाते में लौटा देंगे/);
    await user.click(screen.getByRole('button', { name: 'मेरी बुकिंग रद्द करें' }));
    expect(await screen.findByText('रद्द करने का कारण चुनें।')).toBeInTheDocument();
    const reason = screen.getByRole('combobox');
    expect(within(reason).getByRole('option', { name: 'कोई और कारण' })).toHaveValue('Other');
    await user.selectOptions(reason, 'Moving to another city');
    await user.click(screen.getByRole('button', { name: 'मेरी बुकिंग रद्द करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'बुकिंग BK-000007 रद्द करें?' });
    expect(dialog).toHaveTextContent(/आपकी RV400 बुकिंग रद्द हो जाएगी और ₹499 7 कामकाजी दिनों में लौटा दिए जाएँगे।/);
    await user.click(within(dialog).getByRole('button', { name: 'हाँ, मेरी बुकिंग रद्द करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आपकी बुकिंग BK-000007 रद्द हो गई है' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपका रिफ़ंड' })).toHaveTextContent('रिफ़ंड शुरू हो गया');
  });
});

describe('changing a booking in Hindi', () => {
  it('is a page of the Hindi site', () => {
    expect(inHindi('/editbooking/7')).toBe(true);
  });

  it('asks for the colour, hub and contact details in Hindi, then returns to the booking with a Hindi notice', async () => {
    seedOrder(7, 'confirmed');
    const { user } = renderAt('/editbooking/7');
    const form = await screen.findByRole('form', { name: 'अपनी बुकिंग बदलें' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^अपनी बुकिंग बदलें BK-/);
    expect(within(form).getByRole('group', { name: 'रंग: कॉस्मिक ब्लैक' })).toBeInTheDocument();
    expect(within(form).getByText('आप अपनी बुकिंग इसी राज्य के किसी दूसरे हब पर ले जा सकते हैं।')).toBeInTheDocument();
    expect(within(form).getByRole('heading', { level: 2, name: 'संपर्क की जानकारी' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'मेरी बुकिंग पर वापस जाएँ' })).toHaveAttribute('href', '/booking-detail/7');
    await waitFor(() => expect(screen.getByLabelText(/^डिलीवरी हब/)).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('अभी कुछ नहीं बदला है: कोई जानकारी बदलें, या अपनी बुकिंग पर वापस जाएँ।')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'मिस्ट ग्रे' }));
    await user.click(within(form).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('आपकी बुकिंग अपडेट हो गई है।')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/booking-detail/7');
    expect(screen.queryByText(/Change your booking|Save changes|Back to my booking/)).toBeNull();
  });

  it('says in Hindi that a booking ready for delivery can no longer be changed', async () => {
    seedOrder(8, 'ready_for_delivery');
    renderAt('/editbooking/8');
    expect(await screen.findByText('यह बुकिंग अब बदली नहीं जा सकती। कृपया अपने हब को कॉल करें।')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'बदलाव सेव करें' })).toBeNull();
  });
});
