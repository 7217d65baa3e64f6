// The reviews section's frame on a model page (model-reviews.tsx) in English; model-reviews.messages.hi.ts is the Hindi twin.
export const title = 'Owners’ reviews';
export const loading = 'Loading reviews…';
