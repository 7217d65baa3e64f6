// The share image's default alt text (seo.tsx) in English; seo.messages.hi.ts is the Hindi twin.
export const defaultImageAlt = 'Revolt electric motorcycles: RV1, RV1+, RV BlazeX, RV400 and RV400 BRZ';
