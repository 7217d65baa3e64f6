// What the three enquiry forms share: form state with errors, and the person and model fields.
import { useCallback, useRef, useState } from 'react';
import { RadioGroupField } from '@/components/field';
import { enquiryMessages, normaliseMobile } from '@/contract/rules';
import { bikes } from '@/content/bikes';
import { check, focusFirstError, type Errors } from '@/lib/validation';

export function useEnquiryForm<F extends string>(initial: Record<F, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = useCallback((patch: Partial<Record<F, string>>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as F[]) delete next[k];
      return next;
    });
  }, []);

  /** Fills only fields still empty (the signed-in user's details, a link's preselection). */
  const fillEmpty = useCallback((patch: Partial<Record<F, string>>) => {
    setValues((v) => {
      const next = { ...v };
      for (const [k, value] of Object.entries(patch) as [F, string | undefined][]) if (value && !next[k]) next[k] = value;
      return next;
    });
  }, []);

  /** Shows errors and moves focus to the first invalid field once its attributes are rendered. */
  const showErrors = useCallback((found: Errors<F>) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstError(formRef.current));
  }, []);

  /** Keeps only the server's field errors that name a field of this form. */
  const showServerErrors = useCallback(
    (message: string, fieldErrors: Record<string, string>) => {
      setServerError(message);
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => k in initial)) as Errors<F>;
      if (Object.keys(known).length) showErrors(known);
    },
    // The field names never change after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [showErrors],
  );

  return { formRef, values, setValues, errors, serverError, setServerError, busy, setBusy, set, fillEmpty, showErrors, showServerErrors };
}

export { PersonFields } from '@/components/field';

const modelOptions = bikes.map((b) => ({ value: b.id, label: b.name, description: b.tagline }));

export function ModelField({ value, error, onChange, legend = 'Model' }: { value: string; error?: string; onChange: (model: string) => void; legend?: string }) {
  return <RadioGroupField legend={legend} name="model" layout="cards" required options={modelOptions} value={value} error={error} onChange={onChange} />;
}

export const checkModel = (v: string) => (bikes.some((b) => b.id === v) ? null : enquiryMessages.model);

/** The checks of the person block, spread into each form's own checks. */
export const personChecks = { name: check.name, mobile: check.mobile, email: check.email };

/** The person block of a request body: trimmed, the mobile without +91 or spaces. */
export function personBody(values: { name: string; mobile: string; email: string }) {
  return { name: values.name.trim(), mobile: normaliseMobile(values.mobile), email: values.email.trim() };
}
