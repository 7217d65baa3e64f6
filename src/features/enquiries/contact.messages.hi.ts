// The contact-us page in Hindi (twin of contact.messages.ts).
import { icu } from '@/lib/i18n/icu';

export const title = 'संपर्क करें';
export const seoDescription =
  'Revolt कस्टमर केयर को सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक कॉल करें या लिखें, या ख़रीद, बुकिंग, टेस्ट राइड या सर्विस के बारे में हमें संदेश भेजें।';
export const talkTitle = 'कस्टमर केयर से बात करें';
export const phone = 'फ़ोन';
export const email = 'ई-मेल';
export const hours = 'समय';
export const hoursText = 'सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक (भारतीय समय)';
/** "<Find a Revolt hub near you> for sales, …": the text before, the link and the text after. */
export const findHubBefore = 'बिक्री, सर्विस और चार्जिंग में आमने-सामने मदद के लिए ';
export const findHubLink = 'अपने पास का Revolt हब खोजें';
export const findHubAfter = '।';
export const testRideBefore = 'अपनी पसंद के हब पर ';
export const testRideLink = 'मुफ़्त टेस्ट राइड बुक करें';
export const testRideAfter = '।';

export const messageTitle = 'हमें संदेश भेजें';
export const replyNote = 'हम दो कामकाजी दिनों के अंदर जवाब देते हैं। कृपया कार्ड या बैंक की जानकारी न लिखें।';
export const failed = 'हम आपका संदेश नहीं भेज पाए।';
export const topic = 'संदेश किस बारे में है?';
export const topicPlaceholder = 'विषय चुनें';
/** The labels of CONTACT_TOPICS, in its order (the value sent stays the contract's). */
export const topics = ['बाइक ख़रीदना', 'बुकिंग या भुगतान', 'टेस्ट राइड', 'सर्विस और मरम्मत', 'डीलरशिप', 'सुझाव और फ़ीडबैक', 'अन्य'];
export const message = 'आपका संदेश';
export const messageCount = icu<{ length: string; max: string; min: number }>('{max} में से {length} अक्षर (कम से कम {min})।');
export const messageOver = icu<{ length: string; max: string; over: string }>('{max} में से {length} अक्षर: {over} अक्षर ज़्यादा हैं।');
export const whereLegend = 'आप कहाँ हैं? (वैकल्पिक)';
export const whereHint = 'इससे हम आपका संदेश सही हब तक पहुँचा पाते हैं।';
export const submit = 'संदेश भेजें';
