// The form kit's own words in Hindi (twin of field.messages.ts).
export const mobileLabel = 'मोबाइल नंबर';
export const mobileHint = '10 अंकों का भारतीय मोबाइल नंबर; +91, शुरू का 0 और स्पेस भी चलेंगे';
export const pincodeLabel = 'पिनकोड';
export const otpLabel = 'OTP';
export const fullName = 'पूरा नाम';
export const email = 'ई-मेल';
