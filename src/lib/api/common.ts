import type { ServiceCentreResponse, StateListResponse, UpgradeStateListResponse } from '@contract/reference';
import { api } from './client';

export async function getStateList(): Promise<StateListResponse> {
  return (await api.get<StateListResponse>('/api/v1/common/getallstatelist')).data;
}

export async function getUpgradeStateList(): Promise<UpgradeStateListResponse> {
  return (await api.get<UpgradeStateListResponse>('/api/v1/common/getallstatelist_upgrade')).data;
}

export async function getServiceCentres(): Promise<ServiceCentreResponse> {
  return (await api.get<ServiceCentreResponse>('/api/v1/common/getservicecenter')).data;
}
