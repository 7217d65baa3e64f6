// The offline-copy notice in Hindi (twin of offline-copy-notice.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const lastUpdated = icu<{ when: string }>('आख़िरी बार अपडेट: {when}');
export const retry = 'फिर से कोशिश करें';
export const body = icu<{ what: string }>('सर्वर से संपर्क नहीं हो सका, इसलिए यह {what} वैसा ही है जैसा इस डिवाइस ने पिछली बार पढ़ा था।');
