// Support ticket thunks. Changes to an open ticket run without a family (a failed reply must not hide the
// conversation) and put the ticket the server answers into the open ticket's family.
import type { OrderSummary } from '@contract/orders';
import type { AdminTicket, CustomerTicket, TicketListQuery, TicketListResponse, TicketSummary, TicketUpdateRequest } from '@contract/support';
import type { MessageResponse } from '@contract/common';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { checks } from './messages';
import { myTicketFamily, myTicketsFamily, ticketDetailFamily, ticketListFamily } from './support-slice';

const supportApi = () => import('./support-api');

export function sendSupportOtp(mobile: string): AppThunk<Promise<RequestOutcome<MessageResponse>>> {
  return apiRequest(supportApi, null, (api) => api.sendSupportOtp(mobile), { fallback: 'We could not send the OTP. Please try again in a minute.' });
}

export function raiseTicket(form: FormData): AppThunk<Promise<RequestOutcome<{ id: number; reference: string }>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(supportApi, null, (api) => api.createTicket(form), { fallback: (status) => (status === 413 ? checks.photoSize : undefined) }),
    );
    // A photo over the limit is refused by the parser as 413: show it on the photo field like any other photo error.
    return outcome.ok || outcome.status !== 413 ? outcome : { ...outcome, fieldErrors: { photos: checks.photoSize, ...outcome.fieldErrors } };
  };
}

export function fetchMyOrders(): AppThunk<Promise<RequestOutcome<OrderSummary[]>>> {
  return apiRequest(supportApi, null, (api) => api.listMyOrders());
}

export function fetchMyTickets(): AppThunk<Promise<RequestOutcome<TicketSummary[]>>> {
  return apiRequest(supportApi, myTicketsFamily, (api) => api.listMyTickets());
}

export function fetchMyTicket(id: number): AppThunk<Promise<RequestOutcome<CustomerTicket>>> {
  return apiRequest(supportApi, myTicketFamily, (api) => api.getMyTicket(id));
}

export function replyToMyTicket(id: number, message: string): AppThunk<Promise<RequestOutcome<CustomerTicket>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(supportApi, null, (api) => api.replyToMyTicket(id, { message })));
    if (outcome.ok) dispatch(myTicketFamily.actions.success(outcome.data));
    return outcome;
  };
}

export function fetchTickets(query: TicketListQuery = {}): AppThunk<Promise<RequestOutcome<TicketListResponse>>> {
  return apiRequest(supportApi, ticketListFamily, (api) => api.listTickets(query));
}

export function exportTickets(query: TicketListQuery = {}): AppThunk<Promise<RequestOutcome<{ blob: Blob; disposition: string | null }>>> {
  return apiRequest(supportApi, null, (api) => api.exportTickets(query), { fallback: 'We could not export the tickets. Please try again.' });
}

export function fetchTicket(id: number): AppThunk<Promise<RequestOutcome<AdminTicket>>> {
  return apiRequest(supportApi, ticketDetailFamily, (api) => api.getTicket(id));
}

type TicketChange = { kind: 'reply'; message: string } | { kind: 'note'; note: string } | { kind: 'update'; body: TicketUpdateRequest };

/** A reply, an internal note, or a status or assignee change; the open ticket then shows the server's answer. */
export function changeTicket(id: number, change: TicketChange): AppThunk<Promise<RequestOutcome<AdminTicket>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(supportApi, null, (api) =>
        change.kind === 'reply'
          ? api.replyToTicket(id, { message: change.message })
          : change.kind === 'note'
            ? api.addTicketNote(id, { note: change.note })
            : api.updateTicket(id, change.body),
      ),
    );
    if (outcome.ok) dispatch(ticketDetailFamily.actions.success(outcome.data));
    return outcome;
  };
}

export function fetchTicketPhoto(id: number, photoId: number, admin: boolean): AppThunk<Promise<RequestOutcome<Blob>>> {
  return apiRequest(supportApi, null, (api) => api.getTicketPhoto(id, photoId, admin), { fallback: 'We could not load the photo.' });
}
