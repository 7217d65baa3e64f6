import type { ErasureRequestList } from '@contract/privacy';
import { privacyEndpoints } from '@contract/privacy-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

/** The erasure requests, newest first (admin). */
export async function getErasureRequests(): Promise<ErasureRequestList> {
  return callEndpoint(privacyEndpoints.erasureRequests, {});
}
