// The apply form's checks and the multipart body it sends (contract: JobApplicationFields + `cv`).
import { CV_EXTENSIONS, CV_MAX_BYTES } from '@contract/career-rules';
import type { JobApplicationFields } from '@contract/careers';
import { check, normaliseMobile, validate, type Errors } from '@/lib/validation';
import * as t from './job.messages';

/** The cover note's check (the contract's careerMessages.coverNote) speaks of 2,000 characters. */
export const COVER_NOTE_MAX = 2000;
export const EXPERIENCE_MAX = 50;

export type ApplyTextField = Exclude<keyof JobApplicationFields, 'consent'>;
export type ApplyValues = Record<ApplyTextField, string> & { consent: boolean };
/** Error keys are the contract's field names plus the file field `cv`, so server errors map 1:1. */
export type ApplyErrorKey = keyof JobApplicationFields | 'cv';

export const emptyApplication: ApplyValues = {
  name: '',
  email: '',
  mobile: '',
  city: '',
  experience_years: '',
  current_company: '',
  linkedin: '',
  cover_note: '',
  consent: false,
};

/** "linkedin.com/in/x" or "http://…" -> "https://linkedin.com/in/x": people rarely type the scheme. */
export function completeProfileUrl(value: string): string {
  const v = value.trim();
  if (!v) return v;
  if (/^https:\/\//i.test(v)) return v;
  if (/^http:\/\//i.test(v)) return `https://${v.slice(7)}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(v)) return `https://${v}`;
  return v;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function checkCv(file: File | null): string | null {
  if (!file) return t.cvRequiredError;
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return t.cvTypeError;
  if (file.size > CV_MAX_BYTES) return t.cvSizeError;
  return null;
}

export function validateApplication(values: ApplyValues, cv: File | null): Errors<ApplyErrorKey> {
  const { consent: _consent, ...text } = values;
  const errors: Errors<ApplyErrorKey> = validate<ApplyTextField>(text, {
    name: check.name,
    email: check.email,
    mobile: check.mobile,
    city: (v) => (v.trim().length >= 2 ? null : t.cityError),
    experience_years: (v) => (/^\d{1,2}$/.test(v.trim()) && Number(v) <= EXPERIENCE_MAX ? null : t.experienceError),
    linkedin: (v) => (!v.trim() || isHttpsUrl(completeProfileUrl(v)) ? null : t.linkedinError),
    cover_note: (v) => (v.length <= COVER_NOTE_MAX ? null : t.coverNoteError),
  });
  const cvError = checkCv(cv);
  if (cvError) errors.cv = cvError;
  if (!values.consent) errors.consent = t.consentError;
  return errors;
}

/** The multipart body: trimmed text, the mobile without +91, optional fields only when given. */
export function applicationFormData(values: ApplyValues, cv: File): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('email', values.email.trim());
  form.append('mobile', normaliseMobile(values.mobile));
  form.append('city', values.city.trim());
  form.append('experience_years', String(Number(values.experience_years.trim())));
  for (const key of ['current_company', 'linkedin', 'cover_note'] as const) {
    const value = key === 'linkedin' ? completeProfileUrl(values[key]) : values[key].trim();
    if (value) form.append(key, value);
  }
  form.append('consent', 'true');
  form.append('cv', cv, cv.name);
  return form;
}
