// What a model screen shows while its model is checked, in Hindi (twin of model-gate.messages.ts).
export const loadFailed = 'यह बाइक लोड नहीं हो सकी।';
export const checkConnection = 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
export const loading = 'बाइक लोड हो रही है';
