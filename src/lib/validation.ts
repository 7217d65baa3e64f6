// Field checks for forms, built on the contract's rules so the SPA and the server agree.
import { EMAIL_RE, MOBILE_RE, NAME_RE, OTP_RE, PINCODE_RE, isStrongPassword, normaliseMobile } from '@contract/rules';
import { fieldMessages as messages } from '@/lib/validation.messages';
import type { PersonAndPlace } from '@contract/common';

export type Errors<K extends string> = Partial<Record<K, string>>;

export const check = {
  name: (v: string) => (NAME_RE.test(v.trim()) ? null : messages.name),
  mobile: (v: string) => (MOBILE_RE.test(normaliseMobile(v)) ? null : messages.mobile),
  email: (v: string) => (EMAIL_RE.test(v.trim()) ? null : messages.email),
  pincode: (v: string) => (PINCODE_RE.test(v.trim()) ? null : messages.pincode),
  otp: (v: string) => (OTP_RE.test(v.trim()) ? null : messages.otp),
  newPassword: (v: string) => (isStrongPassword(v) ? null : messages.password),
  password: (v: string) => (v ? null : messages.passwordRequired),
  required: (message: string) => (v: string) => (v.trim() ? null : message),
};

/** Runs the given checks and returns only the failing fields (empty object when all pass). */
export function validate<K extends string>(values: Record<K, string>, rules: Partial<Record<K, (v: string) => string | null>>): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key]?.(values[key] ?? '');
    if (message) errors[key] = message;
  }
  return errors;
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/** Moves keyboard focus to the first invalid field so screen-reader users hear its error. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  // A radio group is marked as a whole: focus its chosen (or first) radio.
  const target = invalid?.getAttribute('role') === 'radiogroup' ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input')) : invalid;
  target?.focus();
}

/** The checks of the person block (name, mobile, e-mail), spread into each form's own checks. */
export const personChecks = { name: check.name, mobile: check.mobile, email: check.email };

/** The checks of the place block (state, city, nearest area, pincode), spread into each form's own checks. */
export const placeChecks = {
  state: check.required(messages.state),
  city: check.required(messages.city),
  area: check.required(messages.area),
  pincode: check.pincode,
};

/** The person block of a request body: trimmed, the mobile without +91 or spaces. */
export function personBody(values: { name: string; mobile: string; email: string }) {
  return { name: values.name.trim(), mobile: normaliseMobile(values.mobile), email: values.email.trim() };
}

/** The empty person block and place a form starts from. */
export const emptyPersonAndPlace: PersonAndPlace = { name: '', mobile: '', email: '', state: '', city: '', area: '', pincode: '' };

/** The person block and the place of a request body (the ids as chosen, the pincode trimmed). */
export function personAndPlaceBody(values: PersonAndPlace): PersonAndPlace {
  return { ...personBody(values), state: values.state, city: values.city, area: values.area, pincode: values.pincode.trim() };
}

export { normaliseMobile };
