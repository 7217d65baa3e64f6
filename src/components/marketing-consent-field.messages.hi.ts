// The marketing box's label in Hindi (twin of marketing-consent-field.messages.ts). The server records the English
// words as shown (contract/consent-rules.ts): see the report of issue 29 on recording the Hindi wording.
export const label = 'मुझे Revolt Motors की ख़बरें और ऑफ़र SMS, ई-मेल, WhatsApp या कॉल से भेजें। यह सहमति कभी भी मेरी प्रोफ़ाइल से वापस ली जा सकती है।';
