// What a model screen shows while its model is checked (model-gate.tsx), in English; model-gate.messages.hi.ts is the Hindi twin.
export const loadFailed = 'We could not load this bike.';
export const checkConnection = 'Check your connection and try again.';
export const loading = 'Loading the bike';
