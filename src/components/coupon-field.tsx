import { COUPON_CODE_RE, normaliseCouponCode } from '@contract/coupon-code-rules';
import { useAction } from '../lib/use-action';
import { Button } from './button';
import { TextField } from './field';
import * as t from './coupon-field.messages';
import './coupon-field.css';

type CouponFieldProps = {
  value: string;
  error?: string | null;
  /** The benefit the last check found for this code (shown under the field), or null. */
  applied: string | null;
  onChange: (value: string) => void;
  /** Checks the code against the booking as filled in so far; the server checks it again when the form is sent. */
  onApply: (code: string) => Promise<void>;
};

/** A wrong-looking code, before any call: the same text the server would give. */
export function couponFormatError(value: string): string | null {
  return value.trim() && !COUPON_CODE_RE.test(normaliseCouponCode(value)) ? t.format : null;
}

/**
 * The optional coupon of the booking forms, beside the referral code: Apply shows what it gives before payment. The
 * line under it is always there (empty until a check), so the page does not move when the answer comes.
 */
export function CouponField({ value, error, applied, onChange, onApply }: CouponFieldProps) {
  const { run, busy } = useAction();
  const apply = () => run(() => onApply(value));
  return (
    <div className="coupon-field">
      <TextField
        label={t.label}
        name="coupon"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button type="button" variant="secondary" busy={busy} disabled={!value.trim()} onClick={() => void apply()}>
        {busy ? t.checking : t.apply}
      </Button>
      <p className="coupon-field__applied" role="status">
        {applied && !error ? t.applied({ text: applied }) : ''}
      </p>
    </div>
  );
}
