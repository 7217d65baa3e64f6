import { describe, expect, it } from 'vitest';
import type { Order } from '@contract/orders';
import { CACHED_ORDERS, orderDetailsFamily } from './order-store';

const order = (id: number) => ({ id, reference: `BK-${id}` }) as Order;

describe('orderDetailsFamily', () => {
  it('keeps the last orders read by id, the newest on screen, and drops the oldest past the limit', () => {
    let state = orderDetailsFamily.reducer(undefined, { type: 'init' });
    for (let id = 1; id <= CACHED_ORDERS + 2; id += 1) state = orderDetailsFamily.reducer(state, orderDetailsFamily.actions.success(order(id)));
    state = orderDetailsFamily.reducer(state, orderDetailsFamily.actions.success({ ...order(5), reference: 'again' }));
    expect(state.data?.id).toBe(5);
    expect(Object.keys(state.byId)).toHaveLength(CACHED_ORDERS);
    expect(state.byId[1]).toBeUndefined();
    expect(state.byId[2]).toBeUndefined();
    expect(state.byId[5]?.reference).toBe('again');
    expect(state.byId[CACHED_ORDERS + 2]).toBeDefined();
  });
});
