// The SELLER_* settings: the company named on the tax invoices, receipts and delivery notes (server/platform/config.ts reads it).
import { DEMO_SELLER, GST_STATE_CODES, GSTIN_RE, gstinCheckCharacter, type Seller } from '@contract/company-rules.js';

/** A setting's trimmed value, undefined when unset or blank (config.ts's reader). */
type Read = (name: string) => string | undefined;

/** The seller of the tax invoices: each SELLER_* setting replaces the demo value; the GSTIN is checked whole. */
export function seller(read: Read): Seller {
  const gstin = read('SELLER_GSTIN')?.toUpperCase() ?? DEMO_SELLER.gstin;
  const stateId = read('SELLER_STATE')?.toUpperCase() ?? DEMO_SELLER.stateId;
  const code = GST_STATE_CODES[stateId];
  if (!code) throw new Error(`SELLER_STATE must be a state id of the reference data (e.g. HR, KA, MH), got "${stateId}"`);
  if (!GSTIN_RE.test(gstin) || gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14] || gstin.slice(0, 2) !== code) {
    throw new Error(`SELLER_GSTIN must be a valid 15-character GSTIN of SELLER_STATE (state code ${code}, check character right), got "${gstin}"`);
  }
  const address = read('SELLER_ADDRESS')?.split('|').map((line) => line.trim()).filter(Boolean);
  return {
    legalName: read('SELLER_LEGAL_NAME') ?? DEMO_SELLER.legalName,
    address: address?.length ? address : DEMO_SELLER.address,
    stateId,
    gstin,
    website: read('SELLER_WEBSITE') ?? DEMO_SELLER.website,
  };
}
