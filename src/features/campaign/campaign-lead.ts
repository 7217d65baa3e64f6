// The SPEC §3 lead record of a campaign booking, built from the form and the booking the server made.
import type { LeadRecord } from '@contract/leads';
import { normaliseMobile } from '@contract/rules';
import { leadUrl } from '@contract/lead-rules';

export type CampaignForm = {
  name: string;
  mobile: string;
  email: string;
  state: string;
  city: string;
  area: string;
  pincode: string;
  model: string;
  referral_code: string;
  alternate_mobile: string;
  address_pincode: string;
  address_state: string;
  address: string;
};

export function campaignLead(form: CampaignForm, bookingId: number, pageUrl: string): LeadRecord {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    mobile: normaliseMobile(form.mobile),
    state: form.state,
    city: form.city,
    area: form.area,
    pincode: form.pincode.trim(),
    url: leadUrl(pageUrl),
    isSeller: false,
    product_type: form.model,
    booking_id: bookingId,
    createNewBooking: true,
    source: 'campaign',
    add_comments: '',
    referral_code: form.referral_code,
    // The lead is sent only after the booking was made, and the server refuses a booking whose code fails the checks.
    isReferralVerified: form.referral_code !== '',
    alternate_mobile: form.alternate_mobile.trim() ? normaliseMobile(form.alternate_mobile) : '',
    address_pincode: form.address_pincode.trim(),
    address_state: form.address_state,
    address: form.address.trim(),
  };
}
