// A retired model's old page in Hindi (twin of retired-model-view.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ model: string }>('{model}: बिक्री बंद');
export const retired = icu<{ model: string }>('{model} की बिक्री बंद हो चुकी है।');
export const owners =
  'मालिकों की वारंटी, सर्विस और रोडसाइड मदद जारी रहती है: अपने डैशबोर्ड से सर्विस बुक करें या अपने हब को कॉल करें। नई बाइक के लिए, वे मॉडल देखें जो हम आज बेचते हैं।';
export const seeRange = 'सभी मॉडल देखें';
export const compare = 'मॉडलों की तुलना करें';
