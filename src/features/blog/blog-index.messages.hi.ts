// The blog's index and category pages in Hindi (twin of blog-index.messages.ts).
import type { Category } from '@/content/blog-categories';
import { icu } from '@/lib/i18n/icu';

export const intro: Record<Category | 'All', string> = {
  All: 'भारतीय राइडरों के लिए काम की जानकारी: इलेक्ट्रिक मोटरसाइकिल ख़रीदना, घर पर चार्जिंग, रेंज, सब्सिडी, देखभाल और हमारे शहरों में राइडिंग।',
  'EV Buying Guide': 'भारत में इलेक्ट्रिक मोटरसाइकिल कैसे चुनें, फ़ाइनेंस करें, बीमा और रजिस्ट्रेशन कैसे करवाएँ, और उसे रखने का असली ख़र्च कितना है।',
  'Electric Bike Features': 'बैटरी, मोटर, राइड मोड, रीजनरेटिव ब्रेकिंग और कनेक्टेड फ़ीचर, बिना भारी-भरकम शब्दों के।',
  'EV Trends': 'भारत में इलेक्ट्रिक दोपहिया किस ओर बढ़ रहे हैं: छोटे शहरों और डिलीवरी से लेकर शहर की रोज़ की राइड तक।',
  'EV Maintenance Tips': 'चार्जिंग, बैटरी की देखभाल, टायर, मानसून और गर्मी में राइडिंग: अपनी इलेक्ट्रिक मोटरसाइकिल को बढ़िया हालत में रखें।',
  Sustainability: 'साफ़ हवा, शांत सड़कें और कम प्रदूषण: इलेक्ट्रिक राइडिंग का पर्यावरण वाला पहलू, और बिजली का ख़र्च।',
  'EV News': 'सब्सिडी योजनाएँ, राज्यों की EV नीतियाँ और वे ख़बरें जिनसे आपकी जेब पर असर पड़ता है।',
};
export const blogTitle = 'भारतीय राइडरों के लिए इलेक्ट्रिक मोटरसाइकिल ब्लॉग';
export const categoryTitle = icu<{ category: string }>('{category}: भारतीय राइडरों के लिए लेख');
export const blogHeading = 'राइडर ब्लॉग';
export const categoriesNav = 'ब्लॉग की श्रेणियाँ';
export const searchLabel = 'शीर्षक से लेख खोजें';
export const searchPlaceholder = 'जैसे: बैटरी, चार्जिंग, सब्सिडी';
export const noMatch = icu<{ query: string }>('“{query}” से कोई लेख नहीं मिला। छोटा शब्द आज़माएँ, या कोई श्रेणी देखें।');
export const noArticles = 'इस श्रेणी में अभी हिंदी में कोई लेख नहीं है। कोई दूसरी श्रेणी देखें।';
export const articleCount = icu<{ count: number }>('{count, plural, one {# लेख} other {# लेख}}');
export const articleCountMatching = icu<{ count: number; query: string }>('“{query}” से मिलते {count, plural, one {# लेख} other {# लेख}}');
export const loadMore = icu<{ count: number }>('और लेख दिखाएँ ({count} और)');
export const subscribeRss = 'RSS से सब्सक्राइब करें';
