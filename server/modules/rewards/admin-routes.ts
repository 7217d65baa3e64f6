// Rev Club in the back office (admin): the referrals (/referlist) and the spins (/spin-wheel-list), each a page of
// the shared list with filters and a CSV export of exactly the filtered set, and the wheel's prizes with their stock.
import { apiError } from '@contract/common.js';
import { rewardsEndpointSchemas as schemas } from '@contract/rewards-endpoint-schemas.js';
import { rewardsEndpoints as endpoints } from '@contract/rewards-endpoints.js';
import { exportFileName, sendCsv } from '../../platform/csv-export.js';
import type { App, Deps } from '../../platform/deps.js';
import { endpointRoute } from '../../platform/endpoint-route.js';
import { csvFile } from '../../platform/openapi.js';
import { pageOf } from '../../platform/db/sql.js';
import { listReferrals, listSpins, referralSql, spinSql } from './admin-store.js';
import { changePrizeStock } from './service.js';
import { listSpinPrizes } from './spins-store.js';

const tags = ['Rewards', 'Admin'];

const REFERRAL_CSV = [
  { key: 'order_reference', header: 'Order' },
  { key: 'created_at', header: 'Booked at' },
  { key: 'state', header: 'Referral state' },
  { key: 'order_state', header: 'Order state' },
  { key: 'code', header: 'Code' },
  { key: 'referrer_name', header: 'Referrer' },
  { key: 'referrer_mobile', header: 'Referrer mobile' },
  { key: 'friend_name', header: 'Friend' },
  { key: 'friend_mobile', header: 'Friend mobile' },
  { key: 'model_name', header: 'Model' },
  { key: 'points', header: 'Points' },
  { key: 'reward_state', header: 'Reward' },
];
const SPIN_CSV = [
  { key: 'created_at', header: 'Spun at' },
  { key: 'order_reference', header: 'Order' },
  { key: 'customer_name', header: 'Customer' },
  { key: 'customer_mobile', header: 'Mobile' },
  { key: 'prize', header: 'Prize' },
  { key: 'points', header: 'Points' },
  { key: 'reward_state', header: 'Reward' },
];

/** Under API_PREFIX; registered by routes.ts. */
export function rewardsAdminRoutes(app: App, deps: Deps): void {
  const { db, now } = deps;
  app.route({
    ...endpointRoute(endpoints.referrals, schemas.referrals, tags),
    handler: async (request) => {
      const query = request.query;
      const { rows, total } = await listReferrals(db, query);
      return pageOf(rows, total, query.page, query.pageSize);
    },
  });

  const referralsCsv = endpointRoute(endpoints.referralsCsv, schemas.referralsCsv, tags);
  app.route({
    ...referralsCsv,
    // The 200 is the streamed file, documented as text/csv (the contract's schema is its text, for the MSW check).
    schema: { ...referralsCsv.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const { q, state, from, to } = request.query;
      const select = referralSql(request.query);
      return sendCsv(reply, db, { filename: exportFileName('referrals', now(), { state, from, to, q }), columns: REFERRAL_CSV, sql: select.sql, params: select.params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.spins, schemas.spins, tags),
    handler: async (request) => {
      const query = request.query;
      const { rows, total } = await listSpins(db, query);
      return pageOf(rows, total, query.page, query.pageSize);
    },
  });

  const spinsCsv = endpointRoute(endpoints.spinsCsv, schemas.spinsCsv, tags);
  app.route({
    ...spinsCsv,
    schema: { ...spinsCsv.schema, response: { 200: csvFile, '4xx': apiError } },
    handler: async (request, reply) => {
      const { q, prize, from, to } = request.query;
      const select = spinSql(request.query);
      return sendCsv(reply, db, { filename: exportFileName('spins', now(), { prize, from, to, q }), columns: SPIN_CSV, sql: select.sql, params: select.params });
    },
  });

  app.route({
    ...endpointRoute(endpoints.spinPrizes, schemas.spinPrizes, tags),
    handler: async () => ({ data: await listSpinPrizes(db) }),
  });

  app.route({
    ...endpointRoute(endpoints.setPrizeStock, schemas.setPrizeStock, tags),
    handler: async (request) => ({ data: await changePrizeStock(deps, request.params.id, request.body.stock) }),
  });
}
