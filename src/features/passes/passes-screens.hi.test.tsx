// The booking and test-ride passes on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): title, facts (the colour,
// the slot and the hub's hours worded in Hindi) and actions in Hindi.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { LANG } from '@/lib/i18n/language';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { BookingPassScreen } from './booking-pass-screen';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/booking-pass/:id" element={<BookingPassScreen />} />
      <Route path="/test-ride-pass/:id" element={<BookingPassScreen />} />
    </Routes>,
    { route, preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } } },
  );
}

const fact = (pass: HTMLElement, label: string) => within(pass).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the booking pass in Hindi', () => {
  it('is built for Hindi, and both passes are on the Hindi site', () => {
    expect(LANG).toBe('hi');
    expect(inHindi('/booking-pass/42')).toBe(true);
    expect(inHindi('/test-ride-pass/21')).toBe(true);
  });

  it('shows the QR code, the bike and the hub with Hindi words', async () => {
    renderAt('/booking-pass/42');
    expect(await screen.findByRole('img', { name: 'पास BK-000042 का QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'RV400 बुकिंग पास' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RV400 booking pass' })).toBeNull();
    const pass = screen.getByRole('article', { name: 'BK-000042' });
    expect(fact(pass, 'बाइक')).toHaveTextContent('RV400, रेबल रेड रंग');
    expect(fact(pass, 'खुलने का समय')).toHaveTextContent('हर दिन, सुबह 10 से शाम 6 बजे तक');
    expect(within(pass).getByText('डिलीवरी का दिन तय करने के लिए हब आपको कॉल करेगा।')).toBeInTheDocument();
    expect(within(pass).getByRole('button', { name: 'इमेज के रूप में सेव करें' })).toBeInTheDocument();
    expect(within(pass).getByText(/तक मान्य।$/).textContent).toMatch(/^11 अप्रैल 2027/);
    expect(screen.getByRole('link', { name: 'बुकिंग पर वापस जाएँ' })).toHaveAttribute('href', '/booking-detail/42');
  });
});

describe('the test ride pass in Hindi', () => {
  it('says the slot in Hindi, under a Hindi title', async () => {
    renderAt('/test-ride-pass/21');
    const pass = await screen.findByRole('article', { name: 'TR-000021' });
    expect(screen.getByRole('heading', { level: 1, name: 'RV400 टेस्ट राइड पास' })).toBeInTheDocument();
    expect(fact(pass, 'स्लॉट')).toHaveTextContent('12 मार्च, सुबह 10 से दोपहर 12 बजे तक');
    expect(fact(pass, 'बाइक')).toHaveTextContent(/^RV400$/);
    expect(within(pass).queryByText(/March|am –|Every day/)).toBeNull();
    expect(screen.getByRole('link', { name: 'मेरी टेस्ट राइड' })).toHaveAttribute('href', '/usertestride');
  });
});
