// The form kit's own words (field.tsx): the preset fields' labels and hints. Hindi twin: field.messages.hi.ts.
export const mobileLabel = 'Mobile number';
export const mobileHint = '10-digit Indian mobile number; +91, a leading 0 and spaces are fine';
export const pincodeLabel = 'Pincode';
export const otpLabel = 'OTP';
export const fullName = 'Full name';
export const email = 'E-mail';
