// The alert's retry button (alert.tsx). Hindi twin: alert.messages.hi.ts.
export const tryAgain = 'Try again';
