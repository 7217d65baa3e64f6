// The zod schemas of the dashboard endpoint of back-office-dashboard-endpoints.ts, tied to the descriptor's types below.
import { dashboardQuery, dashboardResponse } from './back-office-dashboard.js';
import type { BackOfficeDashboardEndpointName, backOfficeDashboardEndpoints } from './back-office-dashboard-endpoints.js';
import type { EndpointSchemas, TypesAgree } from './endpoint-schemas.js';

export const backOfficeDashboardEndpointSchemas = {
  dashboard: { querystring: dashboardQuery, response: dashboardResponse },
} as const satisfies Record<BackOfficeDashboardEndpointName, EndpointSchemas>;

export const backOfficeDashboardEndpointTypesAgree: TypesAgree<typeof backOfficeDashboardEndpoints, typeof backOfficeDashboardEndpointSchemas> = {
  dashboard: true,
};
