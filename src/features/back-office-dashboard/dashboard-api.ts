// The back-office dashboard endpoint (admins and dealers), from its descriptor in
// contract/back-office-dashboard-endpoints.ts. Loaded on demand by the thunk.
import type { Dashboard, DashboardQuery } from '@contract/back-office-dashboard';
import { backOfficeDashboardEndpoints } from '@contract/back-office-dashboard-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export async function getDashboard(query: DashboardQuery): Promise<Dashboard> {
  return (await callEndpoint(backOfficeDashboardEndpoints.dashboard, { query })).data;
}
