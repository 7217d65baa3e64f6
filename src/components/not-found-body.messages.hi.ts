// The not-found page in Hindi (twin of not-found-body.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const seoTitle = 'पेज नहीं मिला';
export const seoDescription = 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है।';
export const heading = 'पेज नहीं मिला';
export const missingBefore = 'हमें ';
export const missingAfter = ' नहीं मिला। हो सकता है लिंक पुराना हो या टाइप करने में ग़लती हुई हो। जो चाहिए उसे खोजें, या नीचे से कोई बाइक या पेज चुनें।';
export const searchForm = 'साइट पर खोजें';
export const searchLabel = 'मॉडल, पेज और लेख खोजें';
export const resultsLabel = 'खोज के नतीजे';
export const kinds = { Model: 'मॉडल', Page: 'पेज', Article: 'लेख' };
export const nothingMatches = icu<{ query: string }>('“{query}” से कुछ नहीं मिला। RV400 जैसा कोई मॉडल नाम, या “चार्जिंग” जैसा कोई शब्द आज़माएँ।');
export const ourMotorcycles = 'हमारी मोटरसाइकिलें';
export const priceBefore = '';
export const priceAfter = ' से शुरू';
export const popularPages = 'लोकप्रिय पेज';
export const home = 'होम';
