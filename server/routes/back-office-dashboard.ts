import { dashboardQuery, dashboardResponse } from '@contract/back-office-dashboard.js';
import { apiError } from '@contract/common.js';
import { currentUser } from '../auth/hook.js';
import { hubScopeOf } from '../back-office/hub-scope.js';
import type { App, Deps } from '../deps.js';
import { HttpError } from '../errors.js';
import { dashboardFigures, dashboardHubs } from '../store/dashboard.js';

const errors = { '4xx': apiError };
const tags = ['Back office'];

export function backOfficeDashboardRoutes(app: App, { db }: Deps): void {
  app.get(
    '/back-office/dashboard',
    {
      config: { auth: 'dealer' },
      schema: {
        tags,
        summary: "The dashboard's figures for a date range: every hub for admins, the dealer's hubs for dealers",
        querystring: dashboardQuery,
        response: { 200: dashboardResponse, ...errors },
      },
    },
    async (request) => {
      const { from, to, hubId } = request.query;
      const scope = await hubScopeOf(db, currentUser(request));
      const hubs = await dashboardHubs(db, scope);
      // Another dealer's hub is the same 404 as a hub that does not exist.
      if (hubId !== undefined && !hubs.some((hub) => hub.id === hubId)) throw new HttpError(404, 'Hub not found.');
      const figures = await dashboardFigures(db, { from, to, hubId, scope });
      return { data: { from, to, hubId: hubId ?? null, hubs, ...figures } };
    },
  );
}
