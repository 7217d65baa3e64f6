import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';
import { ResetPasswordScreen } from './reset-password-screen';
import { SigninScreen } from './signin-screen';

describe('forgotten password', () => {
  it('is offered on the sign-in screen', async () => {
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset-password'));
  });

  it('sends a code to the mobile, then sets the new password with it', async () => {
    const { user } = renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password' });
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/If \+91 9000000003 has an account, we sent it a 6-digit OTP/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'orange bicycle river lamp');
    await user.type(screen.getByLabelText(/Confirm new password/), 'orange bicycle river lamp');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password is reset and every device is signed out/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('checks the fields and shows a wrong code as the server says', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(<ResetPasswordScreen />, { route: '/reset-password' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/valid 10-digit Indian mobile/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText(/^OTP/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/passphrase of 16 or more characters/, { selector: 'p.field__error' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Ride-more#2026');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Ride-more#2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is incorrect or has expired');
  });
});

describe('change password on the profile', () => {
  const renderProfile = () =>
    renderWithProviders(
      <Routes>
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>,
      { route: '/profile', preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } } },
    );

  it('needs the current password and names it when it is wrong', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderProfile();
    const current = await screen.findByLabelText(/Current password/);
    await user.type(current, 'Not-mine#1');
    await user.type(screen.getByLabelText(/^New password/), 'Ride-more#2026');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Ride-more#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes it and says the other devices are signed out', async () => {
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText(/Current password/), 'Customer@12345');
    await user.type(screen.getByLabelText(/^New password/), 'Ride-more#2026');
    await user.type(screen.getByLabelText(/Confirm new password/), 'Ride-more#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other devices are signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });
});
