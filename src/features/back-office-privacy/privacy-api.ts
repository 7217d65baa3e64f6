import type { ErasureRequestList } from '@contract/privacy';
import { api } from '@/lib/api/client';

/** The erasure requests, newest first (admin). */
export async function getErasureRequests(): Promise<ErasureRequestList> {
  return (await api.get<ErasureRequestList>('/api/v1/back-office/erasure-requests')).data;
}
