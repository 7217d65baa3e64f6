import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserUpdateRequest } from '@contract/auth';
import { userRoleMessages } from '@contract/user-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { users } from '../../../tests/mocks/handlers/users';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { UserEditScreen } from './user-edit-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

let sent: UserUpdateRequest[] = [];
beforeEach(() => {
  sent = [];
  server.use(
    serviceCentresHandler,
    http.put('/api/v1/users/:id', async ({ request, params }) => {
      const body = (await request.json()) as UserUpdateRequest;
      sent.push(body);
      const found = users.find((u) => u.id === Number(params.id));
      return HttpResponse.json({ data: { ...found, ...body, user_type: body.role, hubs: (body.hubIds ?? []).map((id) => ({ id, name: `Hub ${id}`, city_name: 'Pune' })) } });
    }),
  );
});

const renderEdit = (id: number) =>
  renderWithProviders(
    <Routes>
      <Route path="/user/:id/edit" element={<UserEditScreen />} />
    </Routes>,
    { route: `/user/${id}/edit`, preloadedState: asAdmin() },
  );

describe('edit user', () => {
  it('offers one role choice and sends it', async () => {
    const { user } = renderEdit(2);
    const dealer = await screen.findByRole('radio', { name: 'Dealer' });
    expect(dealer).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    expect(dealer).not.toBeChecked();
    expect(screen.queryByRole('group', { name: /Hubs this dealer runs/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('The user has been saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Dev Dealer', email: 'dev@example.com', role: 'admin' }]);
  });

  it("shows a dealer's hubs ticked, grouped by city, and sends the changed choice", async () => {
    const { user } = renderEdit(3);
    const hubs = await screen.findByRole('group', { name: /Hubs this dealer runs/ });
    expect(await within(hubs).findByRole('checkbox', { name: 'Revolt Service Hub Shivajinagar' })).toBeChecked();
    expect(within(hubs).getByRole('checkbox', { name: 'Revolt Service Hub Hinjewadi' })).toBeChecked();
    expect(within(hubs).getByRole('checkbox', { name: 'Revolt Service Hub Andheri' })).not.toBeChecked();
    expect(within(hubs).getByText('Pune')).toBeInTheDocument();
    await user.click(within(hubs).getByRole('checkbox', { name: 'Revolt Service Hub Hinjewadi' }));
    await user.click(within(hubs).getByRole('checkbox', { name: 'Revolt Service Hub Andheri' }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await screen.findByText('The user has been saved.');
    expect(sent[0]).toMatchObject({ role: 'dealer', hubIds: [3, 1] });
  });

  it('makes a dealer a call-centre agent, without hubs', async () => {
    const { user } = renderEdit(2);
    await screen.findByRole('radio', { name: 'Dealer' });
    await user.click(screen.getByRole('radio', { name: 'Call-centre agent' }));
    expect(screen.queryByRole('group', { name: /Hubs this dealer runs/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('The user has been saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Dev Dealer', email: 'dev@example.com', role: 'callcentre' }]);
  });

  it('makes a customer a dealer only with at least one hub', async () => {
    const { user } = renderEdit(10);
    // The mock's "Customer 10" has digits, which a name may not have.
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, 'Kavya Rao');
    await user.click(screen.getByRole('radio', { name: 'Dealer' }));
    const hubs = await screen.findByRole('group', { name: /Hubs this dealer runs/ });
    await within(hubs).findByRole('checkbox', { name: 'Revolt Service Hub Connaught Place' });
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await within(hubs).findByText(userRoleMessages.dealerHubs)).toBeInTheDocument();
    const first = within(hubs).getAllByRole('checkbox')[0];
    await waitFor(() => expect(first).toHaveFocus());
    expect(sent).toEqual([]);

    await user.click(within(hubs).getByRole('checkbox', { name: 'Revolt Service Hub Connaught Place' }));
    expect(within(hubs).queryByText(userRoleMessages.dealerHubs)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    await screen.findByText('The user has been saved.');
    expect(sent).toEqual([{ name: 'Kavya Rao', email: 'customer@example.com', role: 'dealer', hubIds: [6] }]);
  });

  it("shows the server's refusal", async () => {
    server.use(http.put('/api/v1/users/:id', () => HttpResponse.json({ message: 'You cannot remove your own admin rights.' }, { status: 400 })));
    const { user } = renderEdit(1);
    await user.click(await screen.findByRole('radio', { name: 'Customer' }));
    await user.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText('You cannot remove your own admin rights.')).toBeInTheDocument();
  });
});
