import type { Dashboard, DashboardQuery } from '@contract/back-office-dashboard';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { dashboardFamily } from './dashboard-slice';

const dashboardApi = () => import('./dashboard-api');

export function fetchDashboard(query: DashboardQuery): AppThunk<Promise<RequestOutcome<Dashboard>>> {
  return apiRequest(dashboardApi, dashboardFamily, (api) => api.getDashboard(query));
}
