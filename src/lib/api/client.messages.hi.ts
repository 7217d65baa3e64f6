// The API client's own messages in Hindi (twin of client.messages.ts).
export const offline = 'आप ऑफ़लाइन हैं। आपने जो भरा है वह यहीं सुरक्षित है: इंटरनेट वापस आने पर इसे फिर से भेजें।';
export const tooSlow = 'सर्वर ने जवाब देने में बहुत देर लगा दी। अपना कनेक्शन जाँचें और फिर से कोशिश करें।';
export const unreachable = 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।';
