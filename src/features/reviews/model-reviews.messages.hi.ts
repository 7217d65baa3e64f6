// The owners' reviews on a model page in Hindi (twin of model-reviews.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const sortNewest = 'नई पहले';
export const sortHelpful = 'सबसे मददगार पहले';
export const byStars = 'स्टार के हिसाब से समीक्षाएँ';
export const stars = icu<{ stars: number }>('{stars} स्टार');
export const reviewsHidden = icu<{ count: number }>(' {count, plural, one {समीक्षा} other {समीक्षाएँ}}');
export const loadFailed = 'समीक्षाएँ लोड नहीं हो सकीं।';
export const loading = 'समीक्षाएँ लोड हो रही हैं…';
export const none = icu<{ model: string }>(
  'अभी तक किसी मालिक ने {model} की समीक्षा नहीं की है। समीक्षाएँ सिर्फ़ उन्हीं मालिकों से आती हैं जिन्हें उनकी बाइक की डिलीवरी मिल चुकी है।',
);
export const fromOwners = icu<{ count: number }>(' {count, plural, =1 {1 वेरिफ़ाइड मालिक} other {# वेरिफ़ाइड मालिकों}} की रेटिंग');
export const sortReviews = 'समीक्षाओं का क्रम';
export const foundHelpful = icu<{ count: number }>('{count, plural, =1 {1 व्यक्ति को} other {# लोगों को}} यह समीक्षा मददगार लगी।');
export const votedBefore = 'आपको यह समीक्षा मददगार लगी।';
export const helpful = 'मददगार';
export const reviewTitleHidden = icu<{ title: string }>(': {title}');
export const signInToVote = 'वोट देने के लिए साइन इन करें';
export const pages = 'समीक्षाओं के पेज';
export const previous = 'पिछली';
export const next = 'अगली';
export const reviewsWordHidden = ' समीक्षाएँ';
export const pageOf = icu<{ page: number; pages: number }>('पेज {page} / {pages}');
