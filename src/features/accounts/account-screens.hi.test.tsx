// Sign-in, sign-up and the password reset on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the screens' own
// words and the field checks in Hindi, the same flow as in English.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { LANG } from '@/lib/i18n/language';
import { RegisterScreen } from './register-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { SigninScreen } from './signin-screen';

describe('sign-in in Hindi', () => {
  it('is built for Hindi', () => {
    expect(LANG).toBe('hi');
  });

  it('checks the mobile and the password in Hindi', async () => {
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'पासवर्ड से' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /./ }), '12345');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें, जो 6, 7, 8 या 9 से शुरू हो।')).toBeInTheDocument();
    expect(screen.getByText('अपना पासवर्ड डालें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'अपनी बुकिंग खोजें' }).parentElement).toHaveTextContent(
      'बिना खाते के बुकिंग की थी? बुकिंग रेफ़रेंस और अपने मोबाइल नंबर से अपनी बुकिंग खोजें।',
    );
  });

  it('tells the OTP it sent in Hindi', async () => {
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.click(screen.getByRole('radio', { name: 'OTP से' }));
    await user.type(screen.getByRole('textbox', { name: /./ }), '9000000003');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText(/^हमने \+91 9000000003 पर 6 अंकों का OTP भेजा है। यह \d+ मिनट तक मान्य है।$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^\d+ सेकंड में OTP दोबारा भेजें$/ })).toBeDisabled();
  });
});

describe('sign-up in Hindi', () => {
  it('asks the mobile first and checks it in Hindi', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें, जो 6, 7, 8 या 9 से शुरू हो।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/signin');
  });
});

describe('password reset in Hindi', () => {
  it('sends the code, then asks the new password with its checks in Hindi', async () => {
    const { user } = renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपना पासवर्ड रीसेट करें' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /./ }), '9000000003');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText(/^अगर \+91 9000000003 से कोई खाता बना है/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^नया पासवर्ड/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^नया पासवर्ड/), 'Ride-more#2026');
    await user.type(screen.getByLabelText(/^नए पासवर्ड की पुष्टि करें/), 'Ride-more#2027');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं।', { selector: 'p.field__error' })).toBeInTheDocument();
  });
});
