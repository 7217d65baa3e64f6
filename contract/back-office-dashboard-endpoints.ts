// The back-office dashboard's endpoint (issue 12), described once (contract/endpoint.ts).
import type { DashboardQuery, DashboardResponse } from './back-office-dashboard.js';
import { endpoint } from './endpoint.js';

export const backOfficeDashboardEndpoints = {
  dashboard: endpoint<undefined, DashboardQuery, undefined, DashboardResponse>({
    method: 'GET', path: '/api/v1/back-office/dashboard', access: 'dealer', status: 200,
    summary: "The dashboard's figures for a date range: every hub for admins, the dealer's hubs for dealers",
  }),
} as const;

export type BackOfficeDashboardEndpointName = keyof typeof backOfficeDashboardEndpoints;
