// The savings calculator (/savings) in English (decision 048); savings.messages.hi.ts is its Hindi twin. The
// starting values, factors and the quoted saving come from src/lib/savings.ts and the bike data, as values.
import { icu } from '@/lib/i18n/icu';

export const dailyKm = 'Distance you ride a day (km)';
export const petrolPrice = 'Petrol price (₹ per litre)';
export const petrolMileage = 'Your petrol bike’s mileage (km per litre)';
export const tariff = 'Electricity tariff (₹ per kWh)';
export const petrol = 'Petrol';
export const electric = 'Electric';
export const chartTitle = 'Running cost for a year';
export const numberRange = icu<{ min: number; max: number }>('Enter a number from {min} to {max}.');
export const home = 'Home';
export const calculator = 'Savings calculator';
export const seoTitle = 'Electric bike savings calculator: EV versus petrol';
export const seoDescription =
  'Work out what you save by riding electric instead of petrol: daily, monthly, yearly and five-year running costs and the CO₂ you avoid, with every assumption shown.';
export const title = 'How much would you save?';
export const yourRiding = 'Your riding';
export const model = 'Electric model';
export const chooseModel = 'Choose a model';
export const showSavings = 'Show my savings';
export const resultTitle = icu<{ model: string }>('Your savings with the {model}');
export const aDay = 'A day';
export const aMonth = 'A month';
export const aYear = 'A year';
export const fiveYears = 'Five years';
export const co2Avoided = 'CO₂ avoided a year';
export const kg = icu<{ kg: string }>('{kg} kg');
export const bookModel = icu<{ model: string }>('Book the {model}');
export const bookTestRide = 'Book a free test ride';
export const correct = 'Correct the highlighted values to see your savings.';
export const howTitle = 'How we calculate';
export const howElectric = icu<{ days: number; months: number; kwh: number; model: string }>(
  '{days} riding days a month, {months} months a year. Electric running cost = distance × {kwh} kWh per km drawn from the wall by the {model} (charging losses included) × your tariff.',
);
export const howPetrol = 'Petrol running cost = distance ÷ your bike’s mileage × the petrol price.';
export const howCo2 = icu<{ petrol: number; grid: number }>(
  'CO₂: {petrol} kg per litre of petrol burned, minus {grid} kg per kWh of grid electricity (India’s average; lower with solar).',
);
export const howDefaults = icu<{ km: number; petrolPrice: string; mileage: number; tariff: string; saving: string }>(
  'With the starting values ({km} km a day, {petrolPrice} a litre at {mileage} km a litre, {tariff} a kWh) the yearly saving is {saving}, the figure we quote. Service, tyres, insurance and the purchase price are not included.',
);
// "<link>See every model</link> or <link>compare them side by side</link>."
export const everyModel = 'See every model';
export const linksBetween = ' or ';
export const compareThem = 'compare them side by side';
export const linksEnd = '.';
