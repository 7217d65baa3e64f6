// The referral field's words in Hindi (twin of referral-field.messages.ts).
export const label = 'रेफ़रल कोड (वैकल्पिक)';
/** "Revolt चलाने वाले किसी दोस्त ने … [Rev Club की शर्तें] देखें।" */
export const hintBefore = 'Revolt चलाने वाले किसी दोस्त ने आपको कोड दिया है? उसे अभी डालें: बाद में नहीं जोड़ा जा सकता। ';
export const termsLink = 'Rev Club की शर्तें';
export const hintAfter = ' देखें।';
