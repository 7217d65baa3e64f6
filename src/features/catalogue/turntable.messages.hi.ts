// The 360-degree view in Hindi (twin of turntable.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const title = 'हर तरफ़ से देखें';
export const hint = 'बाइक को घुमाने के लिए उसे खींचें या स्वाइप करें, या बटन और ऐरो कुंजियों का इस्तेमाल करें।';
export const label = icu<{ model: string; colour: string }>('{colour} रंग में {model} का 360° व्यू');
export const roleDescription = '360° व्यू';
export const loading = icu<{ label: string; percent: number }>('{label} लोड हो रहा है: {percent}%');
export const turnLeft = 'बाएँ घुमाएँ';
export const turnRight = 'दाएँ घुमाएँ';
export const views = ['दाईं ओर', 'आगे से दाईं ओर', 'आगे से', 'आगे से बाईं ओर', 'बाईं ओर', 'पीछे से बाईं ओर', 'पीछे से', 'पीछे से दाईं ओर'];
export const angleView = icu<{ angle: number; view: string }>('{angle}°, {view}');
