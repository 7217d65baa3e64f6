// Campaign leads to a CRM: what the outbox carries and the adapter interface (LeadSquared in leadsquared.ts, the
// choice of CRM_PROVIDER in index.ts; this module imports neither).
// The lead is stored first (booking_leads); the outbox delivers it with retries, so a CRM outage loses nothing.
import type { LeadCrmStatus, StoredLead } from '@contract/leads.js';
import type { OutboxHandlers } from '../outbox.js';

export const CRM_TOPICS = { lead: 'crm.lead', update: 'crm.lead-update' } as const;

export type CrmLead = StoredLead & { leadId: number };
export type CrmLeadUpdate = { leadId: number; mobile: string; email: string; booking_id: number; status: LeadCrmStatus };

export type CrmSender = {
  sendLead(lead: CrmLead): Promise<{ crmId: string }>;
  updateLead(update: CrmLeadUpdate): Promise<{ crmId: string }>;
};

/** The outbox handlers of the lead topics (none when no CRM is configured: nothing is queued then). */
export function crmHandlers(sender: CrmSender | null): OutboxHandlers {
  if (!sender) return {};
  return {
    [CRM_TOPICS.lead]: (payload) => sender.sendLead(payload as CrmLead),
    [CRM_TOPICS.update]: (payload) => sender.updateLead(payload as CrmLeadUpdate),
  };
}
