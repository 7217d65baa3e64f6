// Back-office order thunks, apart from the families so the store stays small. Endpoints live in back-office-orders-api.ts.
import type { BackOfficeOrder, BackOfficeOrderListQuery, BackOfficeOrderListResponse } from '@contract/back-office-orders';
import type { CancelReason } from '@contract/order-lifecycle';
import { saveDownload } from '@/lib/download';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import {
  boOrderActionFamily,
  boOrderExportFamily,
  boOrderFamily,
  boOrderListFamily,
} from './back-office-orders-slice';

const ordersApi = () => import('./back-office-orders-api');

export function fetchBackOfficeOrders(query: BackOfficeOrderListQuery = {}): AppThunk<Promise<RequestOutcome<BackOfficeOrderListResponse>>> {
  return apiRequest(ordersApi, boOrderListFamily, (api) => api.listOrders(query));
}

export function fetchBackOfficeOrder(id: number): AppThunk<Promise<RequestOutcome<BackOfficeOrder>>> {
  return apiRequest(ordersApi, boOrderFamily, (api) => api.getOrder(id));
}

/** Downloads the CSV of exactly these filters and saves it under the server's file name. */
export function exportBackOfficeOrders(query: BackOfficeOrderListQuery): AppThunk<Promise<RequestOutcome<{ filename: string }>>> {
  return apiRequest(ordersApi, boOrderExportFamily, async (api) => {
    const { blob, disposition } = await api.exportOrders(query);
    const filename = query.kind === 'upgrade' ? 'upgrades.csv' : 'orders.csv';
    saveDownload(blob, disposition, filename);
    return { filename };
  });
}

export type ActionInput =
  | { action: 'hub_payment'; amount: number; note?: string }
  | { action: 'inspect'; final_valuation: number; note?: string }
  | { action: 'allot'; chassis: string; note?: string }
  | { action: 'ready' | 'deliver'; note?: string }
  | { action: 'note'; note: string }
  | { action: 'register'; registration_number: string; note?: string }
  | { action: 'cancel'; reason: CancelReason; note?: string };

/** Takes one lifecycle action; the answer is the order as it now stands, which also replaces the open order. */
export function takeOrderAction(id: number, input: ActionInput): AppThunk<Promise<RequestOutcome<BackOfficeOrder>>> {
  return async (dispatch) => {
    const note = input.note?.trim() || undefined;
    const outcome = await dispatch(
      apiRequest(ordersApi, boOrderActionFamily, (api) => {
        switch (input.action) {
          case 'hub_payment':
            return api.confirmHubPayment(id, { amount: input.amount, note });
          case 'inspect':
            return api.inspectOrder(id, { final_valuation: input.final_valuation, note });
          case 'allot':
            return api.allotOrder(id, { chassis: input.chassis, note });
          case 'ready':
            return api.markReady(id, { note });
          case 'deliver':
            return api.markDelivered(id, { note });
          case 'note':
            return api.addNote(id, { note: note ?? '' });
          case 'register':
            return api.recordRegistration(id, { registration_number: input.registration_number, note });
          case 'cancel':
            return api.cancelOrder(id, { reason: input.reason, note });
        }
      }),
    );
    if (outcome.ok) dispatch(boOrderFamily.actions.success(outcome.data));
    return outcome;
  };
}
