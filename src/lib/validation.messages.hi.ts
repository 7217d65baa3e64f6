// The field checks' messages in Hindi (twin of validation.messages.ts): the same rules, the limits from the contract.
import { PASSPHRASE_MIN, PASSWORD_MAX, PASSWORD_MIN, type messages } from '@contract/rules';

export const fieldMessages: Record<keyof typeof messages, string> = {
  mobile: 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें, जो 6, 7, 8 या 9 से शुरू हो।',
  pincode: 'सही 6 अंकों का पिनकोड डालें।',
  email: 'सही ई-मेल पता डालें, जैसे name@example.com।',
  otp: 'अपने मोबाइल पर आया 6 अंकों का OTP डालें।',
  name: 'अपना पूरा नाम डालें (2 से 80 अक्षर)।',
  password: `कम से कम ${PASSWORD_MIN} अक्षर रखें, जिनमें एक अक्षर, एक अंक और एक चिह्न हो; या ${PASSPHRASE_MIN} या उससे ज़्यादा अक्षरों का पासफ़्रेज़ (ज़्यादा से ज़्यादा ${PASSWORD_MAX})।`,
  passwordCommon: 'यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कोई दूसरा चुनें।',
  currentPassword: 'अपना मौजूदा पासवर्ड डालें।',
  passwordRequired: 'अपना पासवर्ड डालें।',
  confirmPassword: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  state: 'अपना राज्य चुनें।',
  city: 'अपना शहर चुनें।',
  area: 'अपना नज़दीकी इलाक़ा चुनें।',
};
