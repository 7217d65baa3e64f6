// Rev Club endpoints for screen tests, made from the contract (contract/rewards-endpoints.ts): every success answer is
// checked against the server's schema. The customer's calls answer 401 without a session.
import { HttpResponse } from 'msw';
import type { AdminSpinPrize, LedgerEntry, MyReferral, ReferralRow, RewardItem, Rewards, SpinRow, SpinStatus } from '@contract/rewards';
import { rewardsEndpointSchemas as schemas } from '@contract/rewards-endpoint-schemas';
import { rewardsEndpoints as e } from '@contract/rewards-endpoints';
import { endpointHandler } from '../endpoint';
import { pageOf } from '../paging';

const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
const isSignedIn = (request: Request) => Boolean(request.headers.get('authorization')?.startsWith('Bearer '));

export const referral: MyReferral = {
  code: 'K7M2QX9D',
  active: true,
  friends: [
    { order_id: 41, name: 'Deepa N.', model_name: 'RV400', state: 'delivered', points: 1000, reward_state: 'unlocked', created_at: '2026-10-02T10:00:00.000Z' },
    { order_id: 42, name: 'Ravi K.', model_name: 'RV1', state: 'booked', points: 1000, reward_state: 'locked', created_at: '2026-11-02T10:00:00.000Z' },
  ],
};

export const wheel = [
  { id: 1, label: '50 points', points: 50 },
  { id: 2, label: '100 points', points: 100 },
  { id: 3, label: '250 points', points: 250 },
];

export const catalogue: RewardItem[] = [
  { id: 'service-500', name: '₹500 service credit', description: 'Off any service.', category: 'service', points: 500 },
  { id: 'helmet', name: 'Revolt full-face helmet', description: 'ISI-certified.', category: 'accessory', points: 2500 },
];

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1', kind: 'referral', text: 'Referral: Deepa N. booked the RV400', points: 1000, remaining: 1000, state: 'unlocked', note: null,
  voucher_code: null, created_at: '2026-10-02T10:00:00.000Z', expires_at: '2027-10-20T10:00:00.000Z', ...overrides,
});

let ledger: { balance: number; entries: LedgerEntry[] } = { balance: 1000, entries: [] };
let prizes: AdminSpinPrize[] = [];
export function resetRewards(): void {
  prizes = wheel.map((p) => ({ ...p, weight: 10, stock: p.id === 3 ? 20 : null, won: 0 }));
  ledger = {
    balance: 1000,
    entries: [entry({}), entry({ id: 'e2', text: 'Referral: Ravi K. booked the RV1', state: 'locked', expires_at: null })],
  };
}
resetRewards();
const rewards = (): Rewards => ({ balance: ledger.balance, locked: 1000, entries: ledger.entries, catalogue });


export const referralRows: ReferralRow[] = Array.from({ length: 3 }, (_, i) => ({
  order_id: 41 + i, order_reference: `BK-0000${41 + i}`, order_state: i === 0 ? 'delivered' : 'confirmed', state: i === 0 ? 'delivered' : 'booked',
  code: 'K7M2QX9D', referrer_id: 3, referrer_name: 'Asha Verma', referrer_mobile: '9000000003', friend_name: ['Deepa Nair', 'Ravi Kumar', 'Meena Das'][i] ?? '',
  friend_mobile: `970000000${i}`, model_name: 'RV400', points: 1000, reward_state: i === 0 ? 'unlocked' : 'locked', created_at: `2026-10-0${i + 1}T10:00:00.000Z`,
}));

export const spinRows: SpinRow[] = [
  { id: 1, order_id: 7, order_reference: 'BK-000007', customer_name: 'Asha Verma', customer_mobile: '9000000003', prize_id: 2, prize: '100 points', points: 100, reward_state: 'locked', created_at: '2026-11-20T10:00:00.000Z' },
];


const csv = (text: string, filename: string) =>
  new HttpResponse(text, { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${filename}"` } });

export const rewardHandlers = [
  endpointHandler(e.referral, schemas.referral, ({ request }) => (isSignedIn(request) ? HttpResponse.json({ data: referral }) : unauthorized())),
  endpointHandler(e.rewards, schemas.rewards, ({ request }) => (isSignedIn(request) ? HttpResponse.json({ data: rewards() }) : unauthorized())),
  endpointHandler(e.redeem, schemas.redeem, async ({ request }) => {
    const { item_id } = await request.json();
    const item = catalogue.find((i) => i.id === item_id);
    if (!item) return HttpResponse.json({ message: 'Choose a reward from the catalogue.' }, { status: 400 });
    if (item.points > ledger.balance) return HttpResponse.json({ message: 'You do not have enough points for this reward.' }, { status: 409 });
    ledger = {
      balance: ledger.balance - item.points,
      entries: [entry({ id: 'r1', kind: 'redemption', text: item.name, points: -item.points, remaining: 0, state: 'redeemed', voucher_code: 'RC-ABCD-EFGH', expires_at: null }), ...ledger.entries],
    };
    const redemption = { id: 1, item, points: item.points, voucher_code: 'RC-ABCD-EFGH', created_at: '2026-11-23T10:00:00.000Z' };
    return HttpResponse.json({ message: `${item.name}: show voucher RC-ABCD-EFGH at your hub.`, data: { redemption, balance: ledger.balance } }, { status: 201 });
  }),
  endpointHandler(e.spinStatus, schemas.spinStatus, ({ params }) => {
    const status: SpinStatus = { can_spin: params.id === '5', spin: null, prizes: wheel };
    return HttpResponse.json({ data: status });
  }),
  endpointHandler(e.spin, schemas.spin, ({ params }) =>
    HttpResponse.json({ message: 'You won 250 points!', data: { id: 9, order_id: Number(params.id), prize: wheel[2], created_at: '2026-11-23T10:00:00.000Z' } }, { status: 201 }),
  ),
  endpointHandler(e.referrals, schemas.referrals, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const state = query.get('state');
    const rows = referralRows.filter((r) => !state || r.state === state);
    return HttpResponse.json(pageOf(rows, query, { created: (r) => r.created_at, friend: (r) => r.friend_name, referrer: (r) => r.referrer_name ?? '' }, '-created'));
  }),
  endpointHandler(e.referralsCsv, schemas.referralsCsv, () => csv('Order,Friend\nBK-000041,Deepa Nair\n', 'referrals-2026-11-23.csv')),
  endpointHandler(e.spins, schemas.spins, ({ request }) => HttpResponse.json(pageOf(spinRows, new URL(request.url).searchParams, { created: (r) => r.created_at, points: (r) => r.points }, '-created'))),
  endpointHandler(e.spinsCsv, schemas.spinsCsv, () => csv('Spun at,Order\n2026-11-20,BK-000007\n', 'spins-2026-11-23.csv')),
  endpointHandler(e.spinPrizes, schemas.spinPrizes, () => HttpResponse.json({ data: prizes })),
  endpointHandler(e.setPrizeStock, schemas.setPrizeStock, async ({ params, request }) => {
    const { stock } = await request.json();
    prizes = prizes.map((p) => (p.id === Number(params.id) ? { ...p, stock } : p));
    return HttpResponse.json({ data: prizes.find((p) => p.id === Number(params.id)) });
  }),
];
