import { apiError, serviceCentreResponse, stateListResponse, upgradeStateListResponse } from '@contract/schemas.js';
import type { App, Deps } from '../deps.js';
import { UPGRADE_LIST_VERSION, listServiceCentres, listStates } from '../store/reference.js';

const CACHE = 'public, max-age=3600';
const errors = { '4xx': apiError };

export function commonRoutes(app: App, { db }: Deps): void {
  app.get(
    '/api/v1/common/getallstatelist',
    { config: { auth: 'public' }, schema: { response: { 200: stateListResponse, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listStates(db) };
    },
  );

  app.get(
    '/api/v1/common/getallstatelist_upgrade',
    { config: { auth: 'public' }, schema: { response: { 200: upgradeStateListResponse, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listStates(db, { upgradeOnly: true }), version: UPGRADE_LIST_VERSION };
    },
  );

  app.get(
    '/api/v1/common/getservicecenter',
    { config: { auth: 'public' }, schema: { response: { 200: serviceCentreResponse, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listServiceCentres(db) };
    },
  );
}
