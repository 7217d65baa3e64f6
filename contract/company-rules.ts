// The seller's facts that documents carry (the tax invoice, receipts, delivery notes). Zod-free, so the SPA may
// import it at run time. The seller is deployment data: the server reads it from SELLER_* settings (server/platform/config.ts)
// with DEMO_SELLER as the default, whose registered office and GSTIN are demo values in the right form (the GSTIN's
// check character is valid); production refuses to start with the demo GSTIN (server/platform/production-checks.ts).

/** The brand customers know. */
export const BRAND = 'Revolt Motors';

export type Seller = {
  legalName: string;
  /** The registered office, one line per entry. */
  address: readonly string[];
  /** The state of the registered office (a state id of the reference data): decides CGST + SGST or IGST. */
  stateId: string;
  gstin: string;
  website: string;
};

export const DEMO_SELLER: Seller = {
  legalName: 'Revolt Intellicorp Private Limited',
  address: ['Plot 12, Sector 8, IMT Manesar', 'Gurugram, Haryana 122050'],
  stateId: 'HR',
  gstin: '06AAFCR4321K1ZF',
  website: 'www.revoltmotors.example',
};

/** A GSTIN's form: 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST state codes (the first two digits of a GSTIN, and the "place of supply" on an invoice) of the states in the
 * reference data.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  AP: '37', AS: '18', BR: '10', CG: '22', DL: '07', GA: '30', GJ: '24', HR: '06', JH: '20', KA: '29', KL: '32', MH: '27', MP: '23',
  OD: '21', PB: '03', RJ: '08', TG: '36', TN: '33', UK: '05', UP: '09', WB: '19',
};

/** GST on an electric motorcycle (HSN 8711 60): 5%, split CGST 2.5% + SGST 2.5% within a state, IGST 5% across states. */
export const EV_HSN = '8711 60';
export const EV_GST_PERCENT = 5;

/** A GSTIN's check character (the 15th), by the published mod-36 algorithm. */
export function gstinCheckCharacter(first14: string): string {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = chars.indexOf(first14[i] ?? '0') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars[(36 - (sum % 36)) % 36]!;
}
