// LeadSquared (https://apidocs.leadsquared.com): Lead.Capture creates a lead or updates the one with the same
// phone (SearchBy=Phone). POST {host}/v2/LeadManagement.svc/Lead.Capture?accessKey=&secretKey= with a JSON array
// of { Attribute, Value }; it answers { Status: 'Success', Message: { Id } } or { Status: 'Error', ExceptionMessage }.
// Custom fields are the account's mx_ attributes (docs/operations.md lists them). Log lines never carry the keys.
import type { LeadSquaredConfig } from '../config.js';
import type { CrmLead, CrmLeadUpdate, CrmSender } from './crm.js';

const TIMEOUT_MS = 15_000;

type Field = { Attribute: string; Value: string };

/** "+91" and the ten digits, as LeadSquared stores Indian numbers. */
const phone = (mobile: string) => `+91-${mobile}`;

export function leadFields(lead: CrmLead): Field[] {
  const fields: Record<string, string> = {
    FirstName: lead.name,
    EmailAddress: lead.email,
    Phone: phone(lead.mobile),
    Source: lead.source || 'Website',
    SourceReferrerURL: lead.url,
    mx_State: lead.state,
    mx_City: lead.city,
    mx_Area: lead.area,
    mx_Pincode: lead.pincode,
    mx_Product_Type: lead.product_type,
    mx_Booking_Id: lead.booking_id === undefined ? '' : String(lead.booking_id),
    mx_Booking_Status: 'booked',
    mx_Referral_Code: lead.referral_code,
    mx_Referral_Verified: lead.isReferralVerified ? 'Yes' : 'No',
    mx_Alternate_Mobile: lead.alternate_mobile ? phone(lead.alternate_mobile) : '',
    mx_Address: lead.address,
    mx_Address_State: lead.address_state,
    mx_Address_Pincode: lead.address_pincode,
    mx_Comments: lead.add_comments,
    mx_Website_Lead_Id: String(lead.leadId),
  };
  return [...Object.entries(fields).filter(([, value]) => value !== '').map(([Attribute, Value]) => ({ Attribute, Value })), { Attribute: 'SearchBy', Value: 'Phone' }];
}

export class LeadSquaredSender implements CrmSender {
  constructor(private readonly config: LeadSquaredConfig) {}

  private async capture(fields: Field[]): Promise<{ crmId: string }> {
    const url = new URL('/v2/LeadManagement.svc/Lead.Capture', this.config.apiBase);
    url.searchParams.set('accessKey', this.config.accessKey);
    url.searchParams.set('secretKey', this.config.secretKey);
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new Error('LeadSquared unreachable');
    }
    const reply = (await res.json().catch(() => null)) as { Status?: unknown; Message?: { Id?: unknown }; ExceptionMessage?: unknown } | null;
    if (!res.ok || reply?.Status !== 'Success' || typeof reply.Message?.Id !== 'string') {
      const detail = typeof reply?.ExceptionMessage === 'string' ? ` (${reply.ExceptionMessage.slice(0, 200)})` : '';
      throw new Error(`LeadSquared answered ${res.status}${detail}`);
    }
    return { crmId: reply.Message.Id };
  }

  sendLead(lead: CrmLead): Promise<{ crmId: string }> {
    return this.capture(leadFields(lead));
  }

  updateLead(update: CrmLeadUpdate): Promise<{ crmId: string }> {
    return this.capture([
      { Attribute: 'Phone', Value: phone(update.mobile) },
      { Attribute: 'EmailAddress', Value: update.email },
      { Attribute: 'mx_Booking_Id', Value: String(update.booking_id) },
      { Attribute: 'mx_Booking_Status', Value: update.status },
      { Attribute: 'mx_Website_Lead_Id', Value: String(update.leadId) },
      { Attribute: 'SearchBy', Value: 'Phone' },
    ]);
  }
}
