// The service dashboard's endpoints (admin). Loaded on demand by the thunks.
import type { HubDrillResponse, ServiceDashResponse, ServiceDashSort } from '@contract/support';
import type { SortValue } from '@contract/common';
import { api } from '@/lib/api/client';

export async function getServiceDash(sort: SortValue<ServiceDashSort>): Promise<ServiceDashResponse> {
  return (await api.get<ServiceDashResponse>('/api/v1/admin/service-dash', { params: { sort } })).data;
}

export async function getHub(id: number): Promise<HubDrillResponse['data']> {
  return (await api.get<HubDrillResponse>(`/api/v1/admin/service-dash/${id}`)).data.data;
}
