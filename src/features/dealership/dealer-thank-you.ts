// What /become-dealer hands to /thankyoudealer/:id through the navigation state.
export type DealerThankYouState = { reference: string; message: string };

export function readDealerThankYou(state: unknown): DealerThankYouState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reference, message } = state as Record<string, unknown>;
  return typeof reference === 'string' && typeof message === 'string' ? { reference, message } : null;
}
