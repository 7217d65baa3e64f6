// The fields the new-model and edit forms share: the two prices with the total the site shows, and the tagline and
// description with their limits.
import { TextAreaField, TextField } from '@/components/field';
import { PRODUCT_LIMITS } from '@contract/product-rules';
import { formatRupees } from '@/lib/format';

type Values = { ex_price: string; charger: string; tagline: string; description: string };
type Props = { values: Values; errors: Partial<Record<string, string>>; set: (patch: Partial<Values>) => void };

export function PriceFields({ values, errors, set }: Props) {
  const total = /^\d+$/.test(values.ex_price) && /^\d+$/.test(values.charger) ? Number(values.ex_price) + Number(values.charger) : null;
  return (
    <>
      <TextField label="Ex-showroom price (₹)" name="ex_price" inputMode="numeric" required value={values.ex_price} error={errors.ex_price} onChange={(e) => set({ ex_price: e.target.value })} />
      <TextField label="Charger price (₹)" name="charger" inputMode="numeric" required hint="0 when the charger is not sold separately" value={values.charger} error={errors.charger} onChange={(e) => set({ charger: e.target.value })} />
      <p className="catalogue-note" aria-live="polite">
        {total !== null ? `Price shown on the site: ${formatRupees(total)}` : 'Enter both prices to see the total.'}
      </p>
    </>
  );
}

export function WordingFields({ values, errors, set }: Props) {
  return (
    <>
      <TextField
        label="Tagline"
        name="tagline"
        required
        maxLength={PRODUCT_LIMITS.tagline}
        hint="One line under the name on the range and its page"
        value={values.tagline}
        error={errors.tagline}
        onChange={(e) => set({ tagline: e.target.value })}
      />
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={3}
        maxLength={PRODUCT_LIMITS.description}
        hint={`${values.description.length} of ${PRODUCT_LIMITS.description} characters`}
        value={values.description}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
    </>
  );
}
