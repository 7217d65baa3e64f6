import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ERASURE_KEPT, ERASURE_REMOVED } from '@contract/privacy-rules';
import { signinFamily, storeUser } from '@/lib/session';
import { keys, local, readJson } from '@/lib/storage';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProfileScreen } from './profile-screen';

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

const renderProfile = () =>
  renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfileScreen />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/profile', preloadedState: signedIn() },
  );

const authorised = (request: Request) => request.headers.get('authorization') === 'Bearer token-customer';

describe('the profile: your data', () => {
  it('downloads the JSON and the readable copy through the signed-in client, under the server’s file names', async () => {
    server.use(
      http.get('/api/v1/me/data', ({ request }) =>
        authorised(request)
          ? HttpResponse.json({ account: {} }, { headers: { 'content-disposition': 'attachment; filename="my-data.json"' } })
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.get('/api/v1/me/data.html', ({ request }) =>
        authorised(request)
          ? new HttpResponse('<!doctype html>', { headers: { 'content-type': 'text/html', 'content-disposition': 'attachment; filename="my-data.html"' } })
          : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:my-data');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(saved).toEqual(['my-data.json']));
    await user.click(within(section).getByRole('button', { name: 'Download a readable copy (HTML)' }));
    await waitFor(() => expect(saved).toEqual(['my-data.json', 'my-data.html']));
  });
});

describe('the profile: delete my account', () => {
  it('says what goes and what is kept, refuses a wrong code keeping it typed, erases on the right one and signs out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('/api/v1/me/erase/otp', ({ request }) =>
        authorised(request) ? HttpResponse.json({ status: 'sent', expiresInSeconds: 300, mobileEnding: '0003' }) : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.post('/api/v1/me/erase', async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '123456') {
          const message = 'The OTP is wrong or has expired.';
          return HttpResponse.json({ message: `otp: ${message}`, errors: [{ field: 'otp', message }] }, { status: 400 });
        }
        return HttpResponse.json({ status: 'erased', kept: ERASURE_KEPT, removed: ERASURE_REMOVED });
      }),
    );
    storeUser(makeUser());
    const { user, store } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    expect(section).toHaveTextContent(ERASURE_KEPT);
    expect(section).toHaveTextContent(/8 years/);
    await user.click(within(section).getByRole('button', { name: 'Send me a code to delete my account' }));
    expect(await within(section).findByText(/mobile ending 0003/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Enter the 6-digit code sent to your mobile.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText(/Code from the SMS/), '000000');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('The OTP is wrong or has expired.')).toBeInTheDocument();
    expect(within(section).getByLabelText(/Code from the SMS/)).toHaveValue('000000');
    expect(store.getState().userSignin.data).not.toBeNull();

    await user.clear(within(section).getByLabelText(/Code from the SMS/));
    await user.type(within(section).getByLabelText(/Code from the SMS/), '123456');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(await within(section).findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(section).toHaveTextContent(ERASURE_KEPT);
    expect(section).toHaveTextContent('You have been signed out.');
    expect(readJson(local(), keys.userInfo)).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Go to the home page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(store.getState().userSignin.data).toBeNull();
  });
});
