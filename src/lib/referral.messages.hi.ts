// The referral code's format check in Hindi (twin of referral.messages.ts).
export const format = 'रेफ़रल कोड में 8 अक्षर और अंक होते हैं, जैसे K7M2QX9D।';
