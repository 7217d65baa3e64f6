// Growth (issue 14): dealership applications (/become-dealer and its back-office review). Zod-free: the SPA
// imports it at run time.
/** SPEC §3 "Budget option list": each option's value is its label. */
export const DEALER_BUDGETS = ['Min 24 Lacs', '25-30 Lacs', '30–40 Lacs'] as const;
export type DealerBudget = (typeof DEALER_BUDGETS)[number];
export const DEALER_BUDGET_OPTIONS = DEALER_BUDGETS.map((value) => ({ Option: value, Value: value }));

/** A dealership application's review: new → contacted → shortlisted → onboarded, or rejected at any point. */
export const DEALER_STATUSES = ['new', 'contacted', 'shortlisted', 'rejected', 'onboarded'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
export const DEALER_STATUS_LABELS: Record<DealerStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  onboarded: 'Onboarded',
};

export const DEALER_SORTS = ['created', 'name', 'showroom'] as const;
export type DealerSort = (typeof DEALER_SORTS)[number];

export const DEALER_LIMITS = {
  businessMax: 200,
  messageMax: 2000,
  noteMax: 1000,
  showroomMin: 100,
  showroomMax: 100_000,
} as const;

export const dealerMessages = {
  business: `Tell us about your current business (up to ${DEALER_LIMITS.businessMax} characters).`,
  showroom: `Enter the showroom space in square feet, from ${DEALER_LIMITS.showroomMin} to ${DEALER_LIMITS.showroomMax.toLocaleString('en-IN')}.`,
  budget: 'Choose your investment budget.',
  message: `Keep the message to ${DEALER_LIMITS.messageMax} characters.`,
  status: 'Choose a status from the list.',
  note: `Write a note of up to ${DEALER_LIMITS.noteMax} characters.`,
  nothing: 'Change the status or write a note.',
} as const;

/** The reference an applicant quotes: 'DA-' + the id zero-padded to 6. */
export function dealerReference(id: number): string {
  return `DA-${String(id).padStart(6, '0')}`;
}
