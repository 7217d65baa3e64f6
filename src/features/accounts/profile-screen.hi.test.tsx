// The profile on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the details form with its checks, the
// password, news and offers, the notification choices and deleting the account, in Hindi.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OFFERS_CONSENT_HI, WHATSAPP_CONSENT_HI } from '@contract/notification-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileScreen />} />
    </Routes>,
    { route: '/profile', preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } } },
  );
}

describe('the profile in Hindi', () => {
  it('checks the details in Hindi', async () => {
    const { user } = renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My profile' })).toBeNull();
    const form = await screen.findByRole('form', { name: 'प्रोफ़ाइल बदलें' });
    await user.clear(within(form).getByLabelText(/^पूरा नाम/));
    await user.click(within(form).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await within(form).findByText('अपना पूरा नाम डालें (2 से 80 अक्षर)।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'मेरा खाता डिलीट करें' })).toBeInTheDocument();
  });

  it('shows the notification choices in Hindi', async () => {
    renderProfile();
    const section = await screen.findByRole('region', { name: 'नोटिफ़िकेशन' });
    expect(await within(section).findByRole('checkbox', { name: 'मेरे ऑर्डर: SMS से' })).toBeChecked();
    expect(within(section).getByText('ख़बरें और ऑफ़र SMS से नहीं भेजे जाते')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'नोटिफ़िकेशन की पसंद सेव करें' })).toBeInTheDocument();
    // The contract's Hindi statements, which the server records as shown for a choice made on the Hindi site.
    expect(within(section).getByText(`WhatsApp: ${WHATSAPP_CONSENT_HI}`)).toBeInTheDocument();
    expect(within(section).getByText(`ख़बरें और ऑफ़र: ${OFFERS_CONSENT_HI}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ख़बरें और ऑफ़र' })).toBeInTheDocument();
  });
});
