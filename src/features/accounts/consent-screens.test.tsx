import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_EN, consentMessages } from '@contract/consent-rules';
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
  it('is a separate box beside the name, unticked, sent only when ticked; the privacy and terms lines sit by the button', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/v1/customer/register')) void request.clone().json().then((json) => sent.push(json));
    });
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    expect(screen.queryByRole('checkbox', { name: MARKETING_CONSENT_EN })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Full name/), 'Ravi Kumar');
    const box = screen.getByRole('checkbox', { name: MARKETING_CONSENT_EN });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await user.click(box);
    expect(box).toBeChecked();
    const form = screen.getByRole('form', { name: 'Register' });
    expect(within(form).getByRole('link', { name: 'How we use your details' })).toHaveAttribute('href', '/privacy-notice');
    expect(within(form).getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toEqual([{ mobile: '9876543210', otp: '123456', name: 'Ravi Kumar', marketing_consent: true, language: 'en' }]));
    server.events.removeAllListeners();
  });
});
