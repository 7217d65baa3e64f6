// Rupees in our rows and API, paise at a gateway's boundary: the one place that converts between them.

/** Whole rupees to paise. */
export function toPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`amount must be whole rupees, got ${rupees}`);
  return rupees * 100;
}

/** Paise to whole rupees; null when the amount is not whole rupees (our orders never are). */
export function fromPaise(paise: number): number | null {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise % 100 !== 0) return null;
  return paise / 100;
}
