// The error screens in Hindi (twin of messages.ts).
export const notAllowedSeoTitle = 'अनुमति नहीं है';
export const notAllowedSeoDescription = 'आपके अकाउंट को इस पेज की अनुमति नहीं है।';
export const notAllowedHeading = 'अनुमति नहीं है';
export const notAllowedText = 'आपके अकाउंट को इस पेज की अनुमति नहीं है। अगर आपको लगता है कि होनी चाहिए, तो अपने एडमिन से अपना रोल जाँचने को कहें।';
export const goHome = 'होम पेज पर जाएँ';
export const or = ' या ';
export const seeProfile = 'अपनी प्रोफ़ाइल देखें';
export const afterLinks = '।';
