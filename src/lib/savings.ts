// EV versus petrol running costs. Defaults reproduce the marketing figure of SPEC §9 exactly:
// 50 km a day, 30 riding days a month (360 a year), petrol Rs 100/l at 60 km/l, electricity Rs 8/kWh
// and 0.024 kWh/km from the wall (RV400) -> Rs 30,000 - Rs 3,456 = Rs 26,544 saved a year.

export const DAYS_PER_MONTH = 30;
export const MONTHS_PER_YEAR = 12;
/** Tailpipe CO2 of petrol, kg per litre burned. */
export const PETROL_CO2_KG_PER_L = 2.31;
/** India's grid emission factor, kg CO2 per kWh (CEA baseline, rounded). */
export const GRID_CO2_KG_PER_KWH = 0.71;

export type SavingsInput = {
  dailyKm: number;
  petrolPrice: number;
  petrolMileage: number;
  tariff: number;
  energyPerKm: number;
};

export const savingsDefaults: Omit<SavingsInput, 'energyPerKm'> = { dailyKm: 50, petrolPrice: 100, petrolMileage: 60, tariff: 8 };

export type Savings = {
  petrol: { daily: number; monthly: number; yearly: number };
  electric: { daily: number; monthly: number; yearly: number };
  saved: { daily: number; monthly: number; yearly: number; fiveYears: number };
  co2AvoidedKgPerYear: number;
};

export function calculateSavings(i: SavingsInput): Savings {
  const petrolDaily = (i.dailyKm / i.petrolMileage) * i.petrolPrice;
  const electricDaily = i.dailyKm * i.energyPerKm * i.tariff;
  const perMonth = (d: number) => d * DAYS_PER_MONTH;
  const perYear = (d: number) => perMonth(d) * MONTHS_PER_YEAR;
  const kmYear = perYear(i.dailyKm);
  const co2 = (kmYear / i.petrolMileage) * PETROL_CO2_KG_PER_L - kmYear * i.energyPerKm * GRID_CO2_KG_PER_KWH;
  const savedDaily = petrolDaily - electricDaily;
  return {
    petrol: { daily: petrolDaily, monthly: perMonth(petrolDaily), yearly: perYear(petrolDaily) },
    electric: { daily: electricDaily, monthly: perMonth(electricDaily), yearly: perYear(electricDaily) },
    saved: { daily: savedDaily, monthly: perMonth(savedDaily), yearly: perYear(savedDaily), fiveYears: perYear(savedDaily) * 5 },
    co2AvoidedKgPerYear: co2,
  };
}
