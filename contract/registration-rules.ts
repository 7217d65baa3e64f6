// The registration number of a delivered bike (its number plate, issued by the RTO), as the back office records it
// and the customer reads it: a state series "KA 01 AB 1234" or a Bharat series "22 BH 1234 AA". Zod-free: the back
// office's form checks with it as the server does. Stored normalised (migration 031 checks the same form).

/** State and union-territory codes of Indian registration plates (TS and TG are both in use for Telangana). */
export const REGISTRATION_STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP',
  'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'TS', 'UK', 'UP', 'WB',
] as const;

export const registrationMessages = {
  format: 'Enter the registration number as on the RC, e.g. KA 01 AB 1234 or 22 BH 1234 AA.',
  taken: 'This registration number is already recorded for another bike.',
  notDelivered: 'Record the registration number once the bike is delivered.',
} as const;

/**
 * The number in its one written form ("KA 01 AB 1234", "22 BH 1234 AA"), or null when it is not a registration
 * number. Spaces, hyphens and dots are ignored and letters upper-cased; a one-digit RTO code gets its leading zero.
 */
export function normaliseRegistrationNumber(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s.-]+/g, '');
  const bharat = /^(\d{2})BH(\d{4})([A-HJ-NP-Z]{1,2})$/.exec(compact);
  if (bharat) return bharat[2] === '0000' ? null : `${bharat[1]} BH ${bharat[2]} ${bharat[3]}`;
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{1,3})(\d{1,4})$/.exec(compact);
  if (!state) return null;
  const [, code = '', rto = '', series = '', number = ''] = state;
  if (!(REGISTRATION_STATE_CODES as readonly string[]).includes(code) || Number(rto) === 0 || Number(number) === 0) return null;
  return `${code} ${rto.padStart(2, '0')} ${series} ${number.padStart(4, '0')}`;
}
