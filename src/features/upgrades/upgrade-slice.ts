// Upgrade families (SPEC §3–§4 "upgrade equivalents" of the order families, and "user upgrade" with its reset): the
// chassis check, the upgrade order created, my upgrade orders and its cancellation. One upgrade order and its payment
// are the one order store's (lib/order-store.ts: orderDetails by id, orderPay): an upgrade is an order (issue 23,
// "one useOrder with a per-id cache"), so it has no second copy here.
// The choice made on /upgradeproduct/ (chassis, model, colour) waits here for /upgradeplaceorder/.
import type { UnknownAction } from 'redux';
import type { Order, OrderSummary } from '@contract/orders';
import type { UpgradeCheckResponse, UpgradeCreateResponse } from '@contract/upgrade';
import { SESSION_ENDED, createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const upgradeCheckFamily = createFamily<UpgradeCheckResponse['data']>('userUpgrade');
export const upgradeCreateFamily = createFamily<UpgradeCreateResponse['data']>('upgradeOrderCreate');
export const upgradeListMyFamily = createFamily<OrderSummary[]>('upgradeOrderListMy');
export const upgradeDeleteFamily = createFamily<Order>('upgradeOrderDelete');

export type UpgradeChoice = { chassis: string; model: string; colour: string };

export const upgradeActions = {
  chosen: (choice: UpgradeChoice) => ({ type: 'upgradeChoice/chosen', payload: choice }) as const,
  cleared: () => ({ type: 'upgradeChoice/cleared' }) as const,
};
type ChoiceAction = ReturnType<(typeof upgradeActions)[keyof typeof upgradeActions]>;

function upgradeChoiceReducer(state: UpgradeChoice | null = null, incoming: UnknownAction): UpgradeChoice | null {
  if (incoming.type === SESSION_ENDED) return null;
  const action = incoming as ChoiceAction;
  if (action.type === 'upgradeChoice/chosen') return action.payload;
  if (action.type === 'upgradeChoice/cleared') return null;
  return state;
}

export const upgradeReducers = {
  userUpgrade: upgradeCheckFamily.reducer,
  upgradeChoice: upgradeChoiceReducer,
  upgradeOrderCreate: upgradeCreateFamily.reducer,
  upgradeOrderListMy: upgradeListMyFamily.reducer,
  upgradeOrderDelete: upgradeDeleteFamily.reducer,
};
registerReducers(upgradeReducers);
export type UpgradeSlice = StateOf<typeof upgradeReducers>;

export const selectUpgradeCheck = (s: UpgradeSlice) => s.userUpgrade;
export const selectUpgradeChoice = (s: UpgradeSlice) => s.upgradeChoice;
export const selectUpgradeCreate = (s: UpgradeSlice) => s.upgradeOrderCreate;
export const selectMyUpgrades = (s: UpgradeSlice) => s.upgradeOrderListMy;
export const selectUpgradeDelete = (s: UpgradeSlice) => s.upgradeOrderDelete;
