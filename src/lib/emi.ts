// The EMI of a loan (the price page's calculator), apart from the savings rules so the home page, which shows a
// yearly saving, does not carry it.

/** Reducing-balance EMI: P r (1+r)^n / ((1+r)^n - 1), r monthly. */
export function calculateEmi(principal: number, annualRatePercent: number, months: number): { emi: number; totalInterest: number; totalPaid: number } {
  if (principal <= 0 || months <= 0) return { emi: 0, totalInterest: 0, totalPaid: 0 };
  const r = annualRatePercent / 12 / 100;
  const emi = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPaid = emi * months;
  return { emi, totalInterest: totalPaid - principal, totalPaid };
}
