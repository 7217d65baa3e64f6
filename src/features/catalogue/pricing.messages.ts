// The price page (/product-pricing/:id) in English (decision 048); pricing.messages.hi.ts is its Hindi twin. Amounts,
// dates, rates and model figures are values; the breakdown's line names live with the estimate (src/lib/pricing.messages.ts).
import { icu } from '@/lib/i18n/icu';

// PM E-DRIVE
export const subsidyTitle = 'PM E-DRIVE subsidy';
// "… capped at ₹10,000: <strong>₹10,000</strong> off the RV1’s …": the amount is bold, so the sentence is told around it.
export const activeBefore = icu<{ date: string; perKwh: string; cap: string }>('For a purchase made today ({date}) PM E-DRIVE pays {perKwh} per kWh, capped at {cap}: ');
export const activeAfter = icu<{ model: string; kwh: number }>(' off the {model}’s {kwh} kWh battery, deducted on the invoice.');
export const endedBefore = icu<{ start: string; end: string; today: string }>('The scheme ran from {start} to {end} and has ended, so ');
export const endedStrong = 'no PM E-DRIVE subsidy applies to a purchase made today';
export const endedAfter = icu<{ today: string }>(' ({today}). The prices on this page already reflect that.');
export const notStarted = icu<{ start: string }>('The scheme starts on {start}; no subsidy applies before then.');
export const subsidyTable = 'What PM E-DRIVE paid';
export const subsidyCaption = icu<{ model: string; kwh: number }>('What the scheme paid on the {model} ({kwh} kWh)');
export const period = 'Period';
export const rate = 'Rate';
export const subsidyOn = icu<{ model: string }>('Subsidy on the {model}');
export const periodDates = icu<{ period: string; from: string; to: string }>('{period} ({from} to {to})');
export const periodRate = icu<{ perKwh: string; cap: string }>('{perKwh} per kWh, up to {cap}');
export const schemeCovered = icu<{ max: string }>(
  'The scheme covered one electric two-wheeler per buyer, linked to Aadhaar, on models with an ex-factory price up to {max}.',
);
export const schemeCoveredQualified = icu<{ max: string; model: string }>(
  'The scheme covered one electric two-wheeler per buyer, linked to Aadhaar, on models with an ex-factory price up to {max}; the {model} qualified.',
);
// " Read our <link>guide to PM E-DRIVE</link>."
export const guideBefore = ' Read our ';
export const guideLink = 'guide to PM E-DRIVE';
export const guideAfter = '.';

// EMI calculator
export const priceRange = icu<{ min: string; max: string }>('Enter a price from {min} to {max}.');
export const downMin = icu<{ min: string }>('Enter a down payment of {min} or more.');
export const downBelowPrice = 'The down payment must be less than the price.';
export const rateRange = icu<{ min: number; max: number }>('Enter an interest rate from {min} to {max}% a year.');
export const emiTitle = 'EMI calculator';
export const yourLoan = 'Your loan';
export const priceToFinance = 'Price to finance (₹)';
export const downPayment = 'Down payment (₹)';
export const interestRate = 'Interest rate (% a year)';
export const tenure = 'Tenure';
export const chooseTenure = 'Choose a tenure';
export const months = icu<{ months: number }>('{months, plural, one {# month} other {# months}}');
export const useEstimateAgain = 'Use the on-road estimate again';
export const yourEmi = 'Your EMI';
export const perMonth = icu<{ amount: string }>('{amount} a month');
export const loanAmount = 'Loan amount';
export const totalInterest = 'Total interest';
export const totalRepaid = 'Total you repay';
export const correctEmi = 'Correct the highlighted values to see your EMI.';
export const emiNote = icu<{ rate: number }>(
  'Reducing-balance EMI on the loan amount at the rate you enter. Banks and NBFCs set the actual rate, processing fee and down payment after checking your credit; {rate}% is only a starting point for two-wheeler loans.',
);

// The page
export const roadTaxRange = icu<{ min: number; max: number }>('Enter a road tax rate from {min} to {max}%.');
export const home = 'Home';
export const price = 'Price';
export const seoTitle = icu<{ model: string }>('{model} price: on-road estimate, subsidy and EMI');
export const seoDescription = icu<{ model: string }>(
  '{model} price breakdown: ex-showroom price, charger, PM E-DRIVE subsidy, an estimated on-road price for your state and an EMI calculator.',
);
export const title = icu<{ model: string }>('{model} price');
export const loadFailed = icu<{ model: string }>('We could not load the {model}’s current price.');
export const loading = 'Loading the price';
export const breakdownTitle = 'Price breakdown';
export const exShowroomPrice = 'Ex-showroom price';
export const charger = 'Charger';
export const included = 'Included';
export const bikePrice = 'Bike price (ex-showroom + charger)';
export const gstNote = icu<{ gst: number }>('Ex-showroom prices include GST ({gst}% on electric vehicles).');
export const chargerBilled = 'The charger is sold with the bike and billed on the same invoice.';
export const chargerFree = 'A portable charger comes with the bike at no extra cost.';
export const onRoadTitle = 'Estimated on-road price';
export const whereRegistered = 'Where you register the bike';
export const stateLabel = 'State of registration';
export const chooseState = 'Choose your state';
export const roadTaxLabel = 'Road tax (% of the ex-showroom price)';
export const onRoadIn = icu<{ state: string }>('On-road estimate in {state}');
export const onRoadCaption = icu<{ model: string; state: string }>('{model} on the road in {state}, estimated');
export const onRoadTotal = 'Estimated on-road price';
export const correctRoadTax = 'Correct the road tax rate to see the estimate.';
export const assumptionsTitle = 'What the estimate assumes';
export const assumeRoadTax = 'Road tax is charged once, on the ex-showroom price, at the rate above.';
export const assumeRegistration = icu<{ fee: string; date: string }>(
  'Registration fee: {fee}. Battery-operated vehicles pay no fee for the registration certificate or number (Ministry of Road Transport and Highways, notification of {date}). They get green number plates.',
);
export const assumePlates = icu<{ amount: string }>('High-security number plates and the smart-card RC: about {amount}, charged at cost.');
export const assumeInsurance = icu<{ thirdParty: string; motor: 'upTo3' | 'upTo7'; rate: string; ownDamage: string; gstRate: number; gst: string }>(
  'Insurance: five years of third-party cover, required by law on a new two-wheeler ({thirdParty} for a motor of {motor, select, upTo3 {up to 3 kW} other {above 3 kW and up to 7 kW}}), plus one year of own-damage cover estimated at {rate}% of the insured value ({ownDamage}), plus {gstRate}% GST ({gst}). Your insurer’s quote replaces this.',
);
export const assumeExtras = 'Accessories, extended warranty and any state purchase incentive are not included. Ask your dealer for an itemised quote.';
export const bookNow = 'Book now';
export const bookTestRide = 'Book a test ride';
export const configure = icu<{ model: string }>('Configure your {model}');
export const compareModels = 'Compare models';
export const savings = 'Running-cost savings';
