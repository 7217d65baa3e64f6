import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { server } from '../../../tests/mocks/server';
import { deleteUser, fetchUsers, updateUser } from './users-thunks';

const record = { id: 5, name: 'Dev Dealer', mobile: '9000000002', email: 'd@example.com', isAdmin: false, isSeller: true };

describe('admin user families', () => {
  it('lists, updates and deletes with the results kept in their families', async () => {
    server.use(
      http.get('/api/v1/users', ({ request }) => HttpResponse.json({ data: [record], page: Number(new URL(request.url).searchParams.get('page')), pages: 1, total: 1 })),
      http.put('/api/v1/users/5', async ({ request }) => HttpResponse.json({ data: { ...record, ...((await request.json()) as object) } })),
      http.delete('/api/v1/users/5', () => HttpResponse.json({ message: 'User removed' })),
    );
    const store = makeStore();
    await store.dispatch(fetchUsers({ page: 2 }));
    expect(store.getState().userList.data).toMatchObject({ page: 2, total: 1 });
    await store.dispatch(updateUser(5, { name: 'Dev Kumar' }));
    expect(store.getState().userUpdate.data?.name).toBe('Dev Kumar');
    await store.dispatch(deleteUser(5));
    expect(store.getState().userDelete.data).toEqual({ id: 5 });
  });

  it('keeps the server message on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.delete('/api/v1/users/1', () => HttpResponse.json({ message: 'You cannot delete your own account.' }, { status: 400 })));
    const store = makeStore();
    const out = await store.dispatch(deleteUser(1));
    expect(out).toEqual({ ok: false, error: 'You cannot delete your own account.', fieldErrors: {}, status: 400 });
    expect(store.getState().userDelete).toMatchObject({ status: 'failed', loading: false });
  });
});
