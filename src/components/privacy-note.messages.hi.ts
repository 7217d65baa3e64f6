// The privacy line under a form in Hindi (twin of privacy-note.messages.ts).
export const link = 'हम आपकी जानकारी का उपयोग कैसे करते हैं';
