// Rev Club in the back office (admin): the referrals (/referlist) and the spins (/spin-wheel-list), each a page of
// the shared list with filters and a CSV export of exactly the filtered set, and the wheel's prizes with their stock.
import { apiError } from '@contract/common.js';
import {
  referralListQuery,
  referralListResponse,
  spinListQuery,
  spinListResponse,
  spinPrizeBody,
  spinPrizeParams,
  spinPrizeResponse,
  spinPrizesResponse,
} from '@contract/rewards.js';
import { exportFileName, sendCsv } from '../back-office/csv-export.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { csvFile } from '../openapi.js';
import { pageOf } from '../store/sql.js';
import { listReferrals, listSpins, referralSql, spinSql } from '../store/rewards-admin.js';
import { listSpinPrizes, setPrizeStock } from '../store/rewards-spins.js';

const errors = { '4xx': apiError };
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

export function rewardAdminRoutes(app: App, { db, now }: Deps): void {
  app.get(
    '/admin/referrals',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Referrals: referrer, friend, order and state, 20 a page, filtered', querystring: referralListQuery, response: { 200: referralListResponse, ...errors } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listReferrals(db, query);
      return pageOf(rows, total, query.page, query.pageSize);
    },
  );

  app.get(
    '/admin/referrals.csv',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'The filtered referrals as CSV', querystring: referralListQuery, response: { 200: csvFile, ...errors } },
    },
    async (request, reply) => {
      const { q, state, from, to } = request.query;
      const select = referralSql(request.query);
      return sendCsv(reply, db, { filename: exportFileName('referrals', now(), { state, from, to, q }), columns: REFERRAL_CSV, sql: select.sql, params: select.params });
    },
  );

  app.get(
    '/admin/spins',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'Spins of the wheel: prize, order and customer, 20 a page, filtered', querystring: spinListQuery, response: { 200: spinListResponse, ...errors } },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listSpins(db, query);
      return pageOf(rows, total, query.page, query.pageSize);
    },
  );

  app.get(
    '/admin/spins.csv',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: 'The filtered spins as CSV', querystring: spinListQuery, response: { 200: csvFile, ...errors } },
    },
    async (request, reply) => {
      const { q, prize, from, to } = request.query;
      const select = spinSql(request.query);
      return sendCsv(reply, db, { filename: exportFileName('spins', now(), { prize, from, to, q }), columns: SPIN_CSV, sql: select.sql, params: select.params });
    },
  );

  app.get(
    '/admin/spin-prizes',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: "The wheel's prizes with odds, stock and how often each was won", response: { 200: spinPrizesResponse, ...errors } },
    },
    async () => ({ data: await listSpinPrizes(db) }),
  );

  app.patch(
    '/admin/spin-prizes/:id',
    {
      config: { auth: 'admin' },
      schema: { tags, summary: "Set a prize's stock (null for unlimited)", params: spinPrizeParams, body: spinPrizeBody, response: { 200: spinPrizeResponse, ...errors } },
    },
    async (request) => {
      const prize = await setPrizeStock(db, request.params.id, request.body.stock);
      if (!prize) throw new HttpError(404, 'There is no such prize.');
      return { data: prize };
    },
  );
}
