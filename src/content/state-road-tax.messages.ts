// What each state's road-tax figure rests on (state-road-tax.ts), in English; state-road-tax.messages.hi.ts is the Hindi
// twin. State names are values (proper nouns, the same in both), as is the assumed rate. content/ is data and imports
// nothing from src/lib, so the one message with values is a whole-sentence template function rather than icu() (it has
// no plural or choice).
export const assumedBasis = ({ state, rate }: { state: string; rate: number }) =>
  `We could not confirm an electric-vehicle road tax exemption in force in ${state}, so we assume ${rate}% of the ex-showroom price. Your dealer will confirm the exact rate.`;
export const delhiBasis = 'Delhi’s EV policy waives road tax on battery electric vehicles.';
export const karnatakaBasis = 'Karnataka has exempted electric vehicles from road tax for several years.';
export const maharashtraBasis = 'Maharashtra’s EV Policy 2025 exempts battery electric vehicles from motor vehicle tax.';
export const telanganaBasis = 'Telangana’s EV policy of November 2024 waives road tax and registration fees on electric vehicles.';
