import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { TextField } from './field';

type ReferralFieldProps = { value: string; error?: string | null; onChange: (value: string) => void };

/** The optional Rev Club code of the booking forms; the server checks it when the form is sent. */
export function ReferralField({ value, error, onChange }: ReferralFieldProps) {
  return (
    <TextField
      label="Referral code (optional)"
      name="referral_code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      value={value}
      error={error}
      hint={
        <>
          A friend who rides a Revolt gave you a code? Enter it now: it cannot be added later. See the{' '}
          <Link to={paths.companyPage.getHref('rev-club-refer-terms')}>Rev Club terms</Link>.
        </>
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
