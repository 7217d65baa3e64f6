// The spinners' accessible names in Hindi (twin of loading-overlay.messages.ts).
export const pleaseWait = 'लोड हो रहा है, कृपया रुकें';
export const loading = 'लोड हो रहा है';
