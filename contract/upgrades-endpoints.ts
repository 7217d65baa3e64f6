// The upgrade programme's own endpoints (issue 13), described once (contract/endpoint.ts): the server registers them
// (server/modules/upgrades/routes.ts), the SPA calls them (src/features/upgrades/upgrade-api.ts) and the screen tests' MSW
// handlers are made from them (tests/mocks/handlers/upgrades.ts). An upgrade is then an order of kind 'upgrade': its
// list, detail, payment and cancel are the order endpoints (orders-endpoints.ts). Schemas: upgrades-endpoint-schemas.ts.
import { endpoint } from './endpoint.js';
import type { UpgradeCheckRequest, UpgradeCheckResponse, UpgradeCreateRequest, UpgradeCreateResponse } from './upgrade.js';

export const upgradeEndpoints = {
  check: endpoint<undefined, undefined, UpgradeCheckRequest, UpgradeCheckResponse>({
    method: 'POST', path: '/api/v1/upgrades/check', access: 'customer', status: 200,
    summary: 'Is this chassis my delivered bike, free to trade in? Its valuation and the models to upgrade to',
  }),
  create: endpoint<undefined, undefined, UpgradeCreateRequest, UpgradeCreateResponse>({
    method: 'POST', path: '/api/v1/upgrades', access: 'customer', status: 201,
    summary: 'Book an upgrade: the order (reserved) and its payment order for the upgrade booking amount',
  }),
} as const;

export type UpgradeEndpointName = keyof typeof upgradeEndpoints;
