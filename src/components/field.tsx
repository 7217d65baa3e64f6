import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as t from './field.messages';
import './field.css';

type Common = { label: string; error?: string | null; hint?: ReactNode };

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField({ label, error, hint, id, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <input id={inputId} type="text" aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  placeholder,
  className,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: Option[]; placeholder: string }) {
  const auto = useId();
  const selectId = id ?? auto;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

function useFieldIds(id: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  return { fieldId, hintId: `${fieldId}-hint`, errorId: `${fieldId}-error` };
}

/** A multi-line text box; `hint` can carry a live character count. */
export function TextAreaField({ label, error, hint, id, className, rows = 5, ...rest }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { fieldId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <textarea id={fieldId} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

/** One checkbox with its label beside it (consent, agreements). */
export function CheckboxField({ label, error, hint, id, className, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { fieldId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="field__check">
        <input id={fieldId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
        <label htmlFor={fieldId}>
          {label}
          {rest.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

/** A file picker. Uncontrolled on purpose: the chosen file stays selected while the field stays mounted. */
export function FileField({ label, error, hint, id, className, ...rest }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>) {
  const { fieldId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={['field', 'field--file', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId}>
        {label}
        {rest.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <input id={fieldId} type="file" aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId, hint, error)} {...rest} />
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </div>
  );
}

/** disabled: shown but not choosable (a full test-ride slot). */
export type RadioOption = { value: string; label: string; description?: string; disabled?: boolean };

type RadioGroupProps = {
  legend: string;
  name: string;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** 'cards': options as large tappable cards (model pickers); default: a wrapping row of pills. */
  layout?: 'pills' | 'cards';
  className?: string;
};

/** Radio buttons in a fieldset (a radiogroup, so it can be marked invalid); each radio is described by the hint and the error. */
export function RadioGroupField({ legend, name, options, value, onChange, error, hint, required, layout = 'pills', className }: RadioGroupProps) {
  const { fieldId, hintId, errorId } = useFieldIds(undefined);
  return (
    <fieldset
      role="radiogroup"
      className={['field', 'field--radios', `field--radios-${layout}`, error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      <legend>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? <p id={hintId} className="field__hint">{hint}</p> : null}
      <div className="field__options">
        {options.map((o) => {
          const optionId = `${fieldId}-${o.value}`;
          const descriptionId = `${optionId}-description`;
          return (
            // The label stretches over the whole option (CSS), so the card is one target while the
            // radio's name stays the short label and the description is read as its description.
            <div key={o.value} className={['field__option', o.value === value ? 'is-selected' : ''].filter(Boolean).join(' ')}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={o.value}
                checked={o.value === value}
                disabled={o.disabled}
                required={required}
                aria-describedby={[o.description ? descriptionId : '', describedBy(hintId, errorId, hint, error) ?? ''].filter(Boolean).join(' ') || undefined}
                onChange={() => onChange(o.value)}
              />
              <span className="field__option-text">
                <label htmlFor={optionId} className="field__option-label">
                  {o.label}
                </label>
                {o.description ? (
                  <span id={descriptionId} className="field__option-description">
                    {o.description}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
      {error ? <p id={errorId} className="field__error">{error}</p> : null}
    </fieldset>
  );
}

type PresetProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  error?: string | null;
  hint?: ReactNode;
  label?: string;
  onValue: (value: string) => void;
};

/** An Indian mobile number: numeric keypad, +91 optional (the rules strip it). */
export function MobileField({ onValue, label = t.mobileLabel, ...rest }: PresetProps) {
  return (
    <TextField
      label={label}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      hint={t.mobileHint}
      {...rest}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

/** A 6-digit Indian pincode: anything but digits is dropped as it is typed. */
export function PincodeField({ onValue, label = t.pincodeLabel, ...rest }: PresetProps) {
  return (
    <TextField
      label={label}
      name="pincode"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={6}
      required
      {...rest}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, ''))}
    />
  );
}

/** The 6-digit code sent by SMS: numeric keypad, the phone's one-time-code autofill, digits only. */
export function OtpField({ onValue, label = t.otpLabel, ...rest }: PresetProps) {
  return (
    <TextField
      label={label}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...rest}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, ''))}
    />
  );
}

type Person = { name: string; mobile: string; email: string };

/** Full name, mobile and e-mail: the contact block of registration, enquiries and job applications. */
export function PersonFields({
  values,
  errors,
  onChange,
}: {
  values: Person;
  errors: Partial<Record<keyof Person, string | null>>;
  onChange: (patch: Partial<Person>) => void;
}) {
  return (
    <>
      <TextField label={t.fullName} name="name" autoComplete="name" required maxLength={80} value={values.name} error={errors.name} onChange={(e) => onChange({ name: e.target.value })} />
      <MobileField value={values.mobile} error={errors.mobile} onValue={(mobile) => onChange({ mobile })} />
      <TextField label={t.email} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
    </>
  );
}
