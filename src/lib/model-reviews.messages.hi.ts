// The reviews section's frame on a model page in Hindi (twin of model-reviews.messages.ts).
export const title = 'मालिकों की समीक्षाएँ';
export const loading = 'समीक्षाएँ लोड हो रही हैं…';
