// The booking pass on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): its title, facts and actions in Hindi.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANG } from '@/lib/i18n/language';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { BookingPassScreen } from './booking-pass-screen';

describe('the booking pass in Hindi', () => {
  it('is built for Hindi', () => {
    expect(LANG).toBe('hi');
  });

  it('shows the QR code, the bike and the hub with Hindi words', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/booking-pass/:id" element={<BookingPassScreen />} />
      </Routes>,
      { route: '/booking-pass/42', preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } } },
    );
    expect(await screen.findByRole('img', { name: 'पास BK-000042 का QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'RV400 बुकिंग पास' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RV400 booking pass' })).toBeNull();
    const pass = screen.getByRole('article', { name: 'BK-000042' });
    expect(within(pass).getByText('बाइक', { selector: 'dt' }).nextElementSibling).toHaveTextContent('RV400, Rebel Red रंग');
    expect(within(pass).getByText('डिलीवरी का दिन तय करने के लिए हब आपको कॉल करेगा।')).toBeInTheDocument();
    expect(within(pass).getByRole('button', { name: 'इमेज के रूप में सेव करें' })).toBeInTheDocument();
    expect(within(pass).getByText(/तक मान्य।$/).textContent).toMatch(/^11 अप्रैल 2027/);
    expect(screen.getByRole('link', { name: 'बुकिंग पर वापस जाएँ' })).toHaveAttribute('href', '/booking-detail/42');
  });
});
