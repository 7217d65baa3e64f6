// The share image's default alt text in Hindi (twin of seo.messages.ts).
export const defaultImageAlt = 'Revolt की इलेक्ट्रिक मोटरसाइकिलें: RV1, RV1+, RV BlazeX, RV400 और RV400 BRZ';
