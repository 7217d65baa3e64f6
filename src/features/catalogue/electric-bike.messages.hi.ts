// The list of models in Hindi (twin of electric-bike.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const home = 'होम';
export const electricBikes = 'इलेक्ट्रिक बाइक';
export const seoTitle = 'इलेक्ट्रिक मोटरसाइकिलें: RV1, RV1+, RV BlazeX, RV400 और RV400 BRZ';
export const seoDescription = icu<{ price: string }>(
  'भारतीय सड़कों के लिए पाँच इलेक्ट्रिक मोटरसाइकिलें, {price} (एक्स-शोरूम) से शुरू: रेंज, टॉप स्पीड और क़ीमत की तुलना करें और अपनी राइड के लिए सही बाइक चुनें।',
);
export const title = 'इलेक्ट्रिक मोटरसाइकिलें';
export const introBefore = 'पाँच मॉडल, सभी में Eco, Normal और Sport मोड और रीजेनरेटिव ब्रेकिंग। क़ीमतें ';
export const introAfter = ' (एक्स-शोरूम) से शुरू।';
export const searchLabel = 'बाइक खोजें';
export const search = 'खोजें';
export const category = 'कैटेगरी';
export const allCategories = 'सभी कैटेगरी';
export const sortBy = 'क्रम';
export const sortFeatured = 'ख़ास मॉडल पहले';
export const sortPriceAsc = 'क़ीमत: कम से ज़्यादा';
export const sortPriceDesc = 'क़ीमत: ज़्यादा से कम';
export const sortRange = 'रेंज: सबसे ज़्यादा पहले';
export const sortNewest = 'नए मॉडल पहले';
export const loading = 'बाइक लोड हो रही हैं…';
export const failed = 'कुछ गड़बड़ हो गई।';
export const retry = 'फिर से कोशिश करें';
export const empty = 'कोई बाइक मेल नहीं खाती।';
export const clearFilters = 'फ़िल्टर हटाएँ';
export const range = 'रेंज';
export const topSpeed = 'टॉप स्पीड';
export const price = 'क़ीमत';
export const pages = 'बाइक के पेज';
export const previousPage = 'पिछला पेज';
export const nextPage = 'अगला पेज';
export const pageOf = icu<{ page: number; pages: number }>('पेज {page} / {pages}');
export const compareLink = 'मॉडलों की आमने-सामने तुलना करें';
export const or = ' या ';
export const savingsLink = 'देखें कि पेट्रोल के मुक़ाबले आप कितना बचाएँगे';
export const end = '।';
