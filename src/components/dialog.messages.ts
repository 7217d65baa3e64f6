// The confirm dialog's default cancel button (dialog.tsx). Hindi twin: dialog.messages.hi.ts.
export const cancel = 'Cancel';
