import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_TEXT, consentMessages } from '@contract/consent-rules';
import { signinFamily } from '@/lib/session';
import { marketingConsent } from '../../../tests/mocks/handlers/consents';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';
import { RegisterScreen } from './register-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

describe('marketing consent in the profile', () => {
  it('shows the consent in force and withdraws it, sending granted: false', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/v1/me/consents/marketing', () => HttpResponse.json({ data: marketingConsent({ granted: true, at: '2027-03-01T06:30:00.000Z' }) })),
      http.put('/api/v1/me/consents/marketing', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: consentMessages.withdrawn, data: marketingConsent({ granted: false, at: '2027-03-10T06:30:00.000Z' }) });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>,
      { route: '/profile', preloadedState: signedIn() },
    );
    const section = await screen.findByRole('region', { name: 'News and offers' });
    expect(await within(section).findByText(/You receive news and offers from us/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Withdraw my consent to news and offers' }));
    expect(await within(section).findByText(consentMessages.withdrawn)).toBeInTheDocument();
    expect(sent).toEqual([{ granted: false }]);
    expect(within(section).getByText(/You do not receive news and offers from us/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send me news and offers' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy-notice');
  });
});

describe('marketing consent on registration', () => {
  it('is a separate box, unticked, sent only when ticked; the privacy line sits by the button', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    const box = await screen.findByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await user.click(box);
    expect(box).toBeChecked();
    const form = screen.getByRole('form', { name: 'Register' });
    expect(within(form).getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy-notice');
  });
});
