// The back-office dashboard endpoint (admins and dealers). Loaded on demand by the thunk.
import type { Dashboard, DashboardQuery, DashboardResponse } from '@contract/back-office-dashboard';
import { api } from '@/lib/api/client';

export async function getDashboard(query: DashboardQuery): Promise<Dashboard> {
  return (await api.get<DashboardResponse>('/api/v1/back-office/dashboard', { params: query })).data.data;
}
