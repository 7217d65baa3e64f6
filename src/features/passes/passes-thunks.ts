// Thunks of the booking pass: read a pass (an order's carries the tab's guest access), open a record from a token.
import type { PassKind } from '@contract/pass-rules';
import type { BookingPass, PassOpenResponse } from '@contract/passes';
import { orderAccess } from '@/lib/order-access';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { passFamily, passOpenFamily } from './passes-slice';

const passApi = () => import('./passes-api');

export function fetchPass(kind: PassKind, id: number): AppThunk<Promise<RequestOutcome<BookingPass>>> {
  return apiRequest(passApi, passFamily, async (api) => (kind === 'order' ? await api.getOrderPass(id, orderAccess(id)) : await api.getTestRidePass(id)).data);
}

export function openPass(token: string): AppThunk<Promise<RequestOutcome<PassOpenResponse['data']>>> {
  return apiRequest(passApi, passOpenFamily, async (api) => (await api.openPassToken(token)).data);
}
