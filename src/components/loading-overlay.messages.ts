// The spinners' accessible names (loading-overlay.tsx). Hindi twin: loading-overlay.messages.hi.ts.
export const pleaseWait = 'Loading, please wait';
export const loading = 'Loading';
