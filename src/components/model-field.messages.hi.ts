// The model picker's default legend in Hindi (twin of model-field.messages.ts).
export const legend = 'मॉडल';
