// The warranty cover's labels in Hindi (twin of warranty.messages.ts).
export const bike = 'बाइक';
export const battery = 'बैटरी';
