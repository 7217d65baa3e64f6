// The alert's retry button in Hindi (twin of alert.messages.ts).
export const tryAgain = 'फिर से कोशिश करें';
