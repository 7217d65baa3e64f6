// The privacy line under a form (privacy-note.tsx). Hindi twin: privacy-note.messages.hi.ts.
export const link = 'How we use your details';
