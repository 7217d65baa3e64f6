// The pay button's words in Hindi (twin of gateway-pay-button.messages.ts).
export const hint = 'आप पेमेंट गेटवे के सुरक्षित पेज पर भुगतान करेंगे और उसके बाद यहीं वापस आ जाएँगे।';
export const openFailed = 'भुगतान का पेज नहीं खुल सका।';
export const regionLabel = 'भुगतान';
export const opening = 'भुगतान का पेज खुल रहा है…';
/** "अभी तक नहीं पहुँचे? [भुगतान के पेज पर जाएँ]।" */
export const notThereYet = 'अभी तक नहीं पहुँचे? ';
export const goToPayment = 'भुगतान के पेज पर जाएँ';
export const notThereYetAfter = '।';
export const startFailed = 'भुगतान शुरू नहीं हो सका।';
export const preparing = 'भुगतान तैयार हो रहा है…';
