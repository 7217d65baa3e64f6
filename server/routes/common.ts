import { apiError } from '@contract/common.js';
import { serviceCentreResponse, stateListResponse, upgradeStateListResponse } from '@contract/reference.js';
import type { App, Deps } from '../deps.js';
import { UPGRADE_LIST_VERSION, listServiceCentres, listStates } from '../store/reference.js';

const CACHE = 'public, max-age=3600';
const errors = { '4xx': apiError };
const tags = ['Reference data'];

export function commonRoutes(app: App, { db }: Deps): void {
  app.get(
    '/common/getallstatelist',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'States with their cities and hubs', response: { 200: stateListResponse, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listStates(db) };
    },
  );

  app.get(
    '/common/getallstatelist_upgrade',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'States where the upgrade is offered, with the list version',
        response: { 200: upgradeStateListResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listStates(db, { upgradeOnly: true }), version: UPGRADE_LIST_VERSION };
    },
  );

  app.get(
    '/common/getservicecenter',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Service centres', response: { 200: serviceCentreResponse, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { data: await listServiceCentres(db) };
    },
  );
}
