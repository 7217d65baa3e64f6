// The comparison (/comparison) in English (decision 048); comparison.messages.hi.ts is its Hindi twin. The rows'
// names and values come from bike-data.tsx, with their own catalogue.
import { icu } from '@/lib/i18n/icu';

export const home = 'Home';
export const compareModels = 'Compare models';
export const seoTitle = 'Compare electric motorcycles side by side';
export const seoDescription =
  'Compare RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ: range, top speed, motor, battery, charging, seat height, payload, warranty and price.';
export const pickerLegend = icu<{ min: number; max: number; count: number }>('Choose {min} or {max} models ({count} chosen)');
export const atMost = icu<{ max: number }>('Untick a model to pick another (up to {max}).');
export const atLeast = icu<{ min: number }>('At least {min} models stay selected.');
export const differsNote = 'Rows where the chosen models really differ are highlighted and marked “differs”.';
export const tableLabel = 'Comparison table';
export const specification = 'Specification';
export const differs = 'differs';
export const nextStep = 'Next step';
export const book = 'Book';
export const bookModel = icu<{ model: string }>('Book the {model}');
export const testRide = 'Test ride';
export const testRideModel = icu<{ model: string }>('Test ride the {model}');
