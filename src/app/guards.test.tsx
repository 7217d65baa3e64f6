import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../tests/mocks/data';
import { renderWithProviders } from '../../tests/render';
import { allows, RequireRole } from './guards';
import type { Guard } from './routes';

const signedIn = (user = makeUser()) => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: user } });

function Guarded({ guard }: { guard: Guard }) {
  return (
    <Routes>
      <Route element={<RequireRole guard={guard} />}>
        {['/profile', '/userlist', '/orderlist/dealer'].map((p) => (
          <Route key={p} path={p} element={<h1>Secret screen</h1>} />
        ))}
      </Route>
    </Routes>
  );
}

describe('guards', () => {
  it('decide by role', () => {
    expect(allows('public', null)).toBe('ok');
    expect(allows('customer', null)).toBe('signin');
    expect(allows('customer', makeUser())).toBe('ok');
    expect(allows('dealer', makeUser())).toBe('forbidden');
    expect(allows('dealer', makeUser({ isSeller: true }))).toBe('ok');
    expect(allows('admin', makeUser({ isSeller: true }))).toBe('forbidden');
    expect(allows('admin', makeUser({ isAdmin: true }))).toBe('ok');
    expect(allows('dealer', makeUser({ isAdmin: true }))).toBe('ok');
    const agent = makeUser({ user_type: 'callcentre' });
    expect(allows('callcentre', agent)).toBe('ok');
    expect(allows('callcentre', makeUser({ isAdmin: true }))).toBe('ok');
    expect(allows('callcentre', makeUser())).toBe('forbidden');
    expect(allows('callcentre', makeUser({ isSeller: true, isDealer: true, user_type: 'dealer' }))).toBe('forbidden');
    expect(allows('admin', agent)).toBe('forbidden');
    expect(allows('dealer', agent)).toBe('forbidden');
  });

  it('send a signed-out visitor to /signin with the way back', async () => {
    renderWithProviders(<Guarded guard="customer" />, { route: '/profile?tab=1' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/signin?redirect=%2Fprofile%3Ftab%3D1');
    expect(screen.queryByText('Secret screen')).toBeNull();
  });

  it('show "Not allowed" to a signed-in user without the role', async () => {
    renderWithProviders(<Guarded guard="admin" />, { route: '/userlist', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('Secret screen')).toBeNull();
    await vi.waitFor(() => expect(document.title).toMatch(/^Not allowed/));
  });

  it('let the right role through', async () => {
    renderWithProviders(<Guarded guard="dealer" />, { route: '/orderlist/dealer', preloadedState: signedIn(makeUser({ isSeller: true })) });
    expect(await screen.findByRole('heading', { name: 'Secret screen' })).toBeInTheDocument();
  });
});
