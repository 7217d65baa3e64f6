// The confirm dialog's default cancel button in Hindi (twin of dialog.messages.ts).
export const cancel = 'रद्द करें';
