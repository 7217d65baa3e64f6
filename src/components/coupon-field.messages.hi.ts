// The coupon field's words in Hindi (twin of coupon-field.messages.ts). The benefit's own text is the server's.
import { icu } from '@/lib/i18n/icu';

export const label = 'कूपन कोड (वैकल्पिक)';
export const checking = 'जाँच हो रही है…';
export const apply = 'लागू करें';
export const format = 'कूपन कोड में 4 से 20 अक्षर और अंक होते हैं, जैसे DIWALI500।';
export const checkNeeds = 'पहले अपनी बाइक और डिलीवरी हब चुनें और मोबाइल नंबर डालें: कूपन इन्हीं पर निर्भर करता है।';
/** The benefit the check found (the server's words), under the field. */
export const applied = icu<{ text: string }>('कूपन लागू हुआ: {text}।');
