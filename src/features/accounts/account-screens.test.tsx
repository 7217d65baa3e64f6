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
  type User = ReturnType<typeof renderWithProviders>['user'];

  /** The mobile, then the code it was sent, then the name: the three short steps of sign-up. */
  async function signUp(user: User, { mobile = '9876543210', otp = '123456', name = 'Ravi Kumar' } = {}) {
    await user.type(screen.getByLabelText(/Mobile number/), mobile);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a 6-digit code to \+91/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), otp);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Full name/), name);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('asks only for a mobile first, and keeps what was typed when it is not a valid Indian mobile', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^State/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '5123456789');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/valid 10-digit Indian mobile/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('5123456789');
  });

  it('checks the code and the name with clear messages', async () => {
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await user.type(screen.getByLabelText(/Mobile number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code/), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/6-digit/, { selector: 'p[id$="-error"], .field__error, p' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Full name/), 'R2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Enter your full name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('R2');
  });

  it("shows 'User Already Registered' for a known mobile with a way to sign in, and keeps the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await signUp(user, { mobile: '9000000003' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User Already Registered');
    expect(within(alert).getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/signin');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });

  it('goes back to the code step and names the field when the code is wrong, keeping the name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, store } = renderWithProviders(<RegisterScreen />, { route: '/register' });
    await signUp(user, { otp: '000000' });
    expect(await screen.findByText('The OTP is incorrect or has expired. Request a new OTP and try again.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().userSignin.data).toBeNull();
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });

  it('signs the new customer in after mobile, code and name, and takes them to their dashboard', async () => {
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/userdashboard" element={<p>Dashboard</p>} />
      </Routes>,
      { route: '/register' },
    );
    await signUp(user);
    await waitFor(() => expect(store.getState().userSignin.data).toMatchObject({ mobile: '9876543210', name: 'Ravi Kumar', email: null, has_password: false }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userdashboard'));
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

  it('lets an account made with only a mobile save just its name, then add an e-mail, a place and a first password', async () => {
    const fresh = makeUser({ id: 10, token: 'token-new', name: 'Ravi Kumar', mobile: '9876543210', email: null, state: null, city: null, area: null, state_name: null, city_name: null, area_name: null, pincode: null, region: null, has_password: false });
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/profile" element={<ProfileScreen />} />
      </Routes>,
      { route: '/profile', preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: fresh } } },
    );
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail/), 'ravi@example.com');
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Choose your city/, { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-PUN');
    await user.selectOptions(screen.getByLabelText(/Nearest area/), 'MH-PUN-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().userSignin.data).toMatchObject({ email: 'ravi@example.com', state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411038' }));

    const section = screen.getByRole('region', { name: 'Set a password' });
    expect(within(section).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText(/^New password/), 'Ride@2026x');
    await user.type(within(section).getByLabelText(/Confirm/), 'Ride@2026x');
    await user.click(within(section).getByRole('button', { name: 'Set password' }));
    expect(await within(section).findByText(/Your password is changed/)).toBeInTheDocument();
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
