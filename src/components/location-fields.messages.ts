// The place fields' words (location-fields.tsx). Hindi twin: location-fields.messages.hi.ts.
export const listFailed = 'We could not load the list of states and cities.';
export const state = 'State';
export const loadingStates = 'Loading states…';
export const chooseState = 'Choose your state';
export const city = 'City';
export const chooseCity = 'Choose your city';
export const chooseStateFirst = 'Choose a state first';
export const area = 'Nearest area';
export const chooseArea = 'Choose your nearest area';
export const chooseCityFirst = 'Choose a city first';
/** The pincode's hint, with the area asked for or not. */
export const pincodeFillsAll = 'Type it first and we fill in your state, city and nearest area.';
export const pincodeFillsCity = 'Type it first and we fill in your state and city.';
