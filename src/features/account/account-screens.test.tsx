import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UNAUTHORIZED_LOG } from '@/lib/api/client';
import { setUnauthorizedHandler } from '@/lib/api/events';
import { homeAfterSignin, signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';
import { RegisterScreen } from './register-screen';
import { SigninScreen } from './signin-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

describe('SigninScreen', () => {
  it('shows field errors for a bad mobile and keeps what was typed', async () => {
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/valid 10-digit Indian mobile number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('12345');
    expect(screen.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the SPEC message for a wrong password', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, store } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Entered is incorrect, please check and retry again.');
    expect(store.getState().userSignin.data).toBeNull();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-one');
  });

  it('does not log a session end or sign out for a wrong password', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(warn).not.toHaveBeenCalledWith(UNAUTHORIZED_LOG);
    expect(onUnauthorized).not.toHaveBeenCalled();
    setUnauthorizedHandler(() => {});
  });

  it('says when a new OTP can be requested after a wrong one, and drops the "We sent" notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.click(screen.getByLabelText('With OTP'));
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/We sent a 6-digit OTP/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^OTP/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check the code, or request a new one in \d+ s\./);
    expect(screen.queryByText(/We sent a 6-digit OTP/)).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(UNAUTHORIZED_LOG);
  });

  it('treats a success without a token as a wrong password', async () => {
    server.use(http.post('/api/v1/auth/signin', () => HttpResponse.json({ ...makeUser(), token: '' })));
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.type(screen.getByLabelText(/^Password/), 'Customer@12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Entered is incorrect');
  });

  it('signs in, stores the user and returns to the redirect', async () => {
    const { user, store } = renderWithProviders(<SigninScreen />, { route: '/signin?redirect=%2Fprofile' });
    await user.type(screen.getByLabelText(/Mobile number/), '+91 90000 00003');
    await user.type(screen.getByLabelText(/^Password/), 'Customer@12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(store.getState().userSignin.data?.token).toBe('token-customer');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}').mobile).toBe('9000000003');
    expect(sessionStorage.getItem('x-auth-token')).toBe('token-customer');
  });

  it('leads a call-centre agent to /ccsupport when no page asked, a dealer or admin to /dashboard and a customer to /userdashboard', async () => {
    server.use(http.post('/api/v1/auth/signin', () => HttpResponse.json(makeUser({ user_type: 'callcentre', token: 'token-agent' }))));
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), '9000000005');
    await user.type(screen.getByLabelText(/^Password/), 'Agent@12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ccsupport'));
    expect(homeAfterSignin(makeUser())).toBe('/userdashboard');
    expect(homeAfterSignin(makeUser({ isAdmin: true }))).toBe('/dashboard');
    expect(homeAfterSignin(makeUser({ isSeller: true, isDealer: true, user_type: 'dealer' }))).toBe('/dashboard');
  });

  it.each(['+91 90000 00003', '09000000003', '90000 00003'])('accepts the mobile typed as %s, keeps it visible and sends the 10 digits', async (typed) => {
    let sent = '';
    server.use(
      http.post('/api/v1/auth/signin', async ({ request }) => {
        sent = ((await request.json()) as { mobile: string }).mobile;
        return HttpResponse.json({ message: 'Password Entered is incorrect, please check and retry again.' }, { status: 401 });
      }),
    );
    const { user } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.type(screen.getByLabelText(/Mobile number/), typed);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');
    expect(sent).toBe('9000000003');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue(typed);
  });

  it('signs in with an OTP', async () => {
    const { user, store } = renderWithProviders(<SigninScreen />, { route: '/signin' });
    await user.click(screen.getByLabelText('With OTP'));
    await user.type(screen.getByLabelText(/Mobile number/), '9000000003');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/We sent a 6-digit OTP/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().userSignin.data?.id).toBe(3));
  });
});

describe('RegisterScreen', () => {
  async function fill(user: ReturnType<typeof renderWithProviders>['user'], mobile: string) {
    await user.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Mobile number/), mobile);
    await user.type(screen.getByLabelText(/E-mail/), 'ravi@example.com');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-PUN');
    await user.selectOptions(screen.getByLabelText(/Nearest area/), 'MH-PUN-01');
    await user.type(screen.getByLabelText(/^Password/), 'Ride@2026');
    await user.type(screen.getByLabelText(/Confirm password/), 'Ride@2026');
  }

  async function enterOtp(user: ReturnType<typeof renderWithProviders>['user'], otp = '123456') {
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/We sent a 6-digit OTP to \+91/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^OTP/), otp);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('validates every field with clear messages', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Enter your full name/)).toBeInTheDocument();
    expect(screen.getByText(/valid 10-digit Indian mobile/)).toBeInTheDocument();
    expect(screen.getByText(/valid e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/Choose your state/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/valid 6-digit pincode/)).toBeInTheDocument();
  });

  it("shows 'User Already Registered' for a known mobile and keeps the form", async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await fill(user, '9000000003');
    expect(screen.getByLabelText(/^Pincode/)).toHaveValue('411038');
    await enterOtp(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User Already Registered');
    expect(within(alert).getByText('User Already Registered')).not.toContainElement(within(alert).getByRole('link', { name: 'Sign in instead' }));
    expect(within(alert).getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/signin');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });

  it('keeps the OTP step and names the field when the code is wrong', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, store } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await fill(user, '9876543210');
    await enterOtp(user, '000000');
    expect(await screen.findByText('The OTP is incorrect or has expired. Request a new OTP and try again.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^OTP/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().userSignin.data).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });

  it('registers after the OTP sent to the mobile, signs the new customer in and welcomes them with next steps', async () => {
    server.use(
      http.get('/api/v1/customer/10', () => {
        const { token: _token, ...rest } = makeUser({ id: 10, name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com' });
        return HttpResponse.json({ data: { ...rest, created_at: '2026-01-01T00:00:00.000Z' } });
      }),
    );
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>,
      { route: '/register' },
    );
    await fill(user, '9876543210');
    await enterOtp(user);
    await waitFor(() => expect(store.getState().userSignin.data?.mobile).toBe('9876543210'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    const welcome = await screen.findByRole('region', { name: /Welcome to Revolt, Ravi/ });
    expect(within(welcome).getByRole('link', { name: 'Book a free test ride' })).toHaveAttribute('href', '/test-ride');
    expect(within(welcome).getByRole('link', { name: 'Book your motorcycle' })).toHaveAttribute('href', '/book');
  });
});

describe('ProfileScreen', () => {
  const renderProfile = () =>
    renderWithProviders(
      <Routes>
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>,
      { route: '/profile', preloadedState: signedIn() },
    );

  it('loads the profile, saves changes and keeps the stored user in step', async () => {
    const { user, store } = renderProfile();
    const name = await screen.findByLabelText(/Full name/);
    expect(name).toHaveValue('Asha Customer');
    await user.clear(name);
    await user.type(name, 'Asha Patil');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(store.getState().userSignin.data).toMatchObject({ name: 'Asha Patil', token: 'token-customer' });
  });

  it('shows the server message on a conflict and loses nothing typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderProfile();
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already used by another account.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('taken@example.com');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/v1/customer/:id', () => HttpResponse.json({ message: 'Service unavailable, try again' }, { status: 503 }), { once: true }));
    const { user } = renderProfile();
    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Asha Customer');
  });
});
