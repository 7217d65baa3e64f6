// The blog's screens in Hindi (twin of messages.ts). The articles are written in Hindi in src/content/blog-hi.
import { icu } from '@/lib/i18n/icu';

export const all = 'सभी';
export const home = 'होम';
export const blog = 'ब्लॉग';

export const blogNavigation = 'ब्लॉग नेविगेशन';
export const categories = 'श्रेणियाँ';
export const recentPosts = 'हाल के लेख';

export const loadingArticle = 'लेख लोड हो रहा है';
export const postedBefore = '';
export const postedAfter = ' को प्रकाशित';
export const minutesRead = icu<{ minutes: number }>('पढ़ने में {minutes} मिनट');
export const faqTitle = 'अक्सर पूछे जाने वाले सवाल';
export const alsoRead = 'यह भी पढ़ें';
export const shareTitle = 'यह लेख शेयर करें';
export const opensInNewTab = ' (नए टैब में खुलता है)';
export const copyLink = 'लिंक कॉपी करें';
export const linkCopied = 'लिंक कॉपी हो गया';
