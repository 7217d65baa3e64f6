// Staff users for screen tests, made from the contract (contract/admin-users-endpoints.ts): every success answer is
// checked against the server's schema.
import { HttpResponse } from 'msw';
import { adminUsersEndpointSchemas as schemas } from '@contract/admin-users-endpoint-schemas';
import { adminUsersEndpoints as e } from '@contract/admin-users-endpoints';
import type { DealerHub, UserAdminRecord, UserListResponse } from '@contract/auth';
import { pageOf } from '../paging';
import { endpointHandler } from '../endpoint';

const place = { state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', state_name: 'Maharashtra', city_name: 'Pune', area_name: 'Kothrud', pincode: '411038', has_password: true, incentive: 0, region: 'West', language: 'en' as const };

/** The dealers' hubs (ids of the service centres in handlers/enquiries). */
const hubsOf: Record<number, DealerHub[]> = {
  2: [{ id: 1, name: 'Revolt Service Hub Andheri', city_name: 'Mumbai' }],
  3: [
    { id: 3, name: 'Revolt Service Hub Shivajinagar', city_name: 'Pune' },
    { id: 4, name: 'Revolt Service Hub Hinjewadi', city_name: 'Pune' },
  ],
};

function user(id: number, name: string, role: UserAdminRecord['user_type'], day: number): UserAdminRecord {
  return {
    ...place,
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    mobile: `98000000${String(id).padStart(2, '0')}`,
    isAdmin: role === 'admin',
    isSeller: role === 'dealer',
    isDealer: role === 'dealer',
    user_type: role,
    created_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    hubs: hubsOf[id] ?? [],
  };
}

/** 25 accounts: the admin (id 1), two dealers (with their hubs) and customers, one joined per day in March 2026. */
export const users: UserAdminRecord[] = Array.from({ length: 25 }, (_, i) => {
  const id = i + 1;
  const names = ['Admin Anand', 'Dev Dealer', 'Diya Dealer'];
  const role = id === 1 ? 'admin' : id <= 3 ? 'dealer' : 'customer';
  return user(id, names[i] ?? `Customer ${String(id).padStart(2, '0')}`, role, id);
});

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
const isSignedIn = (request: Request) => Boolean(request.headers.get('authorization')?.startsWith('Bearer '));

export const userHandlers = [
  endpointHandler(e.list, schemas.list, ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const role = query.get('role');
    const rows = users.filter((u) => (!role || u.user_type === role) && (!q || [u.name, u.email ?? '', u.mobile].some((v) => v.toLowerCase().includes(q))));
    const body: UserListResponse = pageOf(rows, query, { created: (u) => u.created_at, name: (u) => u.name.toLowerCase(), email: (u) => u.email ?? '' }, '-created');
    return HttpResponse.json(body);
  }),
  endpointHandler(e.user, schemas.user, ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const found = users.find((u) => u.id === Number(params.id));
    return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ message: 'User not found' }, { status: 404 });
  }),
  endpointHandler(e.update, schemas.update, async ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    const found = users.find((u) => u.id === Number(params.id));
    if (!found) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
    return HttpResponse.json({ data: { ...found, ...((await request.json()) as object) } });
  }),
  endpointHandler(e.remove, schemas.remove, ({ request, params }) => {
    if (!isSignedIn(request)) return unauthorized();
    return users.some((u) => u.id === Number(params.id)) ? HttpResponse.json({ message: 'User removed' }) : HttpResponse.json({ message: 'User not found' }, { status: 404 });
  }),
];
