import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserUpdateRequest } from '@contract/auth';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { users } from '../../../tests/mocks/handlers/users';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { UserEditScreen } from './user-edit-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

describe('edit user', () => {
  it('offers one role choice and sends the matching flags', async () => {
    let sent: UserUpdateRequest | null = null;
    server.use(
      http.get('/api/v1/customer/2', () => HttpResponse.json({ data: users[1] })),
      http.put('/api/v1/users/:id', async ({ request }) => {
        sent = (await request.json()) as UserUpdateRequest;
        return HttpResponse.json({ data: { ...users[1], ...sent } });
      }),
    );
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/user/:id/edit" element={<UserEditScreen />} />
      </Routes>,
      { route: '/user/2/edit', preloadedState: asAdmin() },
    );
    const dealer = await screen.findByRole('radio', { name: 'Dealer' });
    expect(dealer).toBeChecked();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    expect(dealer).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('The user has been saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ isAdmin: true, isSeller: false });
  });
});
