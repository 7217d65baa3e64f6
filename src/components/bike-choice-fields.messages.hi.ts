// The bike choice's checks in Hindi (twin of bike-choice-fields.messages.ts).
export const modelRequired = 'वह बाइक चुनें जिसे आप बुक करना चाहते हैं।';
export const colourRequired = 'एक रंग चुनें।';
