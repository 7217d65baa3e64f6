import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { UserListScreen } from './user-list-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => server.events.removeAllListeners());

const location = () => screen.getByTestId('location');
const renderUsers = (route = '/userlist') => renderWithProviders(<UserListScreen />, { route, preloadedState: asAdmin() });
const names = () => within(screen.getByRole('table', { name: 'Users' })).getAllByRole('rowheader').map((c) => c.textContent);

describe('users list', () => {
  it('shows the newest 20 with a pager whose links page through the URL and the request', async () => {
    const { user } = renderUsers();
    expect(await screen.findByRole('rowheader', { name: 'Customer 25' })).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 25 users')).toBeInTheDocument();
    expect(screen.getByText('25 users', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/users?sort=-created&page=1');

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Admin Anand' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/userlist\?page=2$/);
    expect(requests).toContain('GET /api/v1/users?sort=-created&page=2');
    expect(screen.getByText('Showing 21–25 of 25 users')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The signed-in admin cannot delete their own account.
    expect(screen.queryByRole('button', { name: 'Delete Admin Anand' })).not.toBeInTheDocument();
  });

  it('filters by role and search in the URL, back to page 1, and clears them', async () => {
    const { user } = renderUsers('/userlist?page=2');
    await screen.findByRole('rowheader', { name: 'Admin Anand' });
    await user.selectOptions(screen.getByLabelText('Role'), 'dealer');
    await waitFor(() => expect(names()).toEqual(['Diya Dealer', 'Dev Dealer']));
    expect(location()).toHaveTextContent(/^\/userlist\?role=dealer$/);
    expect(requests).toContain('GET /api/v1/users?role=dealer&sort=-created&page=1');

    await user.type(screen.getByLabelText('Search by name, mobile or e-mail'), 'dev{Enter}');
    await waitFor(() => expect(names()).toEqual(['Dev Dealer']));
    expect(location()).toHaveTextContent(/^\/userlist\?role=dealer&q=dev$/);
    expect(screen.getByText('1 user')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(location()).toHaveTextContent(/^\/userlist$/);
    expect(screen.getByLabelText('Search by name, mobile or e-mail')).toHaveValue('');
  });

  it("shows each dealer's hubs in the role column", async () => {
    renderUsers('/userlist?role=dealer');
    const hubs = await screen.findByRole('list', { name: 'Hubs of Diya Dealer' });
    expect(within(hubs).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Revolt Service Hub Shivajinagar, Pune',
      'Revolt Service Hub Hinjewadi, Pune',
    ]);
    expect(screen.getByRole('list', { name: 'Hubs of Dev Dealer' })).toHaveTextContent('Revolt Service Hub Andheri, Mumbai');
  });

  it('sorts from the column header through the URL', async () => {
    const { user } = renderUsers();
    await screen.findByRole('rowheader', { name: 'Customer 25' });
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()[0]).toBe('Admin Anand'));
    expect(location()).toHaveTextContent(/^\/userlist\?sort=name$/);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(requests).toContain('GET /api/v1/users?sort=name&page=1');
  });

  it('reads a shared link and says when nothing matches', async () => {
    renderUsers('/userlist?role=admin&q=zzz&sort=-email');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    expect(requests).toContain('GET /api/v1/users?q=zzz&role=admin&sort=-email&page=1');
    expect(screen.getByLabelText('Role')).toHaveValue('admin');
    expect(screen.getByLabelText('Search by name, mobile or e-mail')).toHaveValue('zzz');
    expect(screen.getByRole('columnheader', { name: /^E-mail/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks in a dialog before deleting: Cancel sends nothing, confirming deletes and reloads', async () => {
    const { user } = renderUsers();
    const remove = await screen.findByRole('button', { name: 'Delete Customer 25' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveTextContent('The account of Customer 25 will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await user.click(remove);
    const listed = requests.length;
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText("Customer 25's account was deleted.")).toBeInTheDocument();
    expect(requests).toContain('DELETE /api/v1/users/25');
    await waitFor(() => expect(requests.slice(listed)).toContain('GET /api/v1/users?sort=-created&page=1'));
  });
});
