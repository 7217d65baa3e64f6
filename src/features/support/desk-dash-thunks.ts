import type { HubDrillResponse, ServiceDashResponse, ServiceDashSort } from '@contract/support';
import type { SortValue } from '@contract/common';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { hubDrillFamily, serviceDashFamily } from './desk-dash-slice';

const dashApi = () => import('./support-api');

export function fetchServiceDash(sort: SortValue<ServiceDashSort>): AppThunk<Promise<RequestOutcome<ServiceDashResponse>>> {
  return apiRequest(dashApi, serviceDashFamily, (api) => api.getServiceDash(sort));
}

export function fetchHub(id: number): AppThunk<Promise<RequestOutcome<HubDrillResponse['data']>>> {
  return apiRequest(dashApi, hubDrillFamily, (api) => api.getHub(id));
}
