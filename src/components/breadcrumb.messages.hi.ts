// The breadcrumb's landmark name in Hindi (twin of breadcrumb.messages.ts).
export const label = 'आप यहाँ हैं';
