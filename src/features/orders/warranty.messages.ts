// The warranty cover's labels on the owner's dashboard (warranty.ts), English; warranty.messages.hi.ts is the Hindi twin.
export const bike = 'Bike';
export const battery = 'Battery';
