// The model picker's default legend (model-field.tsx). Hindi twin: model-field.messages.hi.ts.
export const legend = 'Model';
