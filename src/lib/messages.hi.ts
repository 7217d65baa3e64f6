// The SPA's own fallback messages in Hindi (twin of messages.ts).
export const GENERIC_ERROR = 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।';
export const SOMETHING_WENT_WRONG = 'कुछ गड़बड़ हो गई';
export const DEVTOOLS_DETECTED = 'DevTools खुले हैं';
