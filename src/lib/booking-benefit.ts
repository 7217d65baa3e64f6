// What a partner offer or an invitation code did to a booking, handed by the form to the status page in the router
// state (a reload or a shared link has none).

export type BookingBenefitNote = { applied: boolean; text: string };

/** The benefit note of a router state, or null. */
export function benefitNoteOf(state: unknown): BookingBenefitNote | null {
  if (typeof state !== 'object' || state === null || !('benefit' in state)) return null;
  const { benefit } = state as { benefit: unknown };
  if (typeof benefit !== 'object' || benefit === null) return null;
  const { applied, text } = benefit as { applied?: unknown; text?: unknown };
  return typeof applied === 'boolean' && typeof text === 'string' && text ? { applied, text } : null;
}
