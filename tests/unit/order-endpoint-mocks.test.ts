// The screen tests' order handlers are the contract's endpoints: every endpoint of the order family has a handler
// made from its descriptor, and no handler answers an order path the contract does not describe.
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderEndpoints } from '@contract/order-endpoints';
import { orderHandlers } from '../mocks/handlers/orders';
import { purchaseHandlers } from '../mocks/handlers/purchase';

const routesOf = (handlers: RequestHandler[]) =>
  handlers.map((h) => {
    const info = h.info as { method?: unknown; path?: unknown };
    return `${String(info.method)} ${String(info.path)}`;
  });
const described = Object.values(orderEndpoints).map((e) => `${e.method} ${e.path}`);
const orderPath = / \/api\/v1\/orders(\/|$)/;

describe('order mocks from the contract', () => {
  it('have a handler for every endpoint the contract describes (the purchase in the cart handlers)', () => {
    const mocked = new Set([...routesOf(orderHandlers), ...routesOf(purchaseHandlers())]);
    expect(described.filter((route) => !mocked.has(route))).toEqual([]);
  });

  it('answer no order path the contract does not describe', () => {
    const handled = [...routesOf(orderHandlers), ...routesOf(purchaseHandlers())].filter((route) => orderPath.test(route));
    expect(handled.filter((route) => !described.includes(route))).toEqual([]);
  });
});
