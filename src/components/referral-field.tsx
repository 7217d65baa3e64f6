import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { TextField } from './field';
import * as t from './referral-field.messages';

type ReferralFieldProps = { value: string; error?: string | null; onChange: (value: string) => void };

/** The optional Rev Club code of the booking forms; the server checks it when the form is sent. */
export function ReferralField({ value, error, onChange }: ReferralFieldProps) {
  return (
    <TextField
      label={t.label}
      name="referral_code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      value={value}
      error={error}
      hint={
        <>
          {t.hintBefore}
          <Link to={paths.companyPage.getHref('rev-club-refer-terms')}>{t.termsLink}</Link>
          {t.hintAfter}
        </>
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
