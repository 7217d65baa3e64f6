// /NewPlaceOrderScreen opened without a model (or with one we do not sell), e.g. from a shared or cut-short link:
// rather than "Page not found", the campaign asks for the bike and colour, then goes on to its details step.
// Decision (issue 27): the choice is this page's own first part, so the address, `?ref=` included, stays the campaign's.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BikeChoiceFields, useBikeChoice, type BikeChoiceValue } from '@/components/bike-choice-fields';
import { Button } from '@/components/button';
import { ModelPrice } from '@/components/model-price';
import { Seo } from '@/components/seo';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { paths } from '@contract/paths';
import { bikes } from '@/content/bikes';
import { formatRupees } from '@/lib/format';

export function CampaignBikeChoice({ unknownModel, refCode }: { unknownModel: string; refCode: string }) {
  const navigate = useNavigate();
  const first = bikes[0];
  const [value, setValue] = useState<BikeChoiceValue>({ model: first?.id ?? '', colour: first?.colours[0]?.name ?? '' });
  const { bike, colour } = useBikeChoice(value);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (bike && colour) navigate(paths.newPlaceOrder.getHref(bike.id, colour.name, refCode || undefined));
  }

  return (
    <div className="page container campaign">
      <Seo title="Choose your bike" description={`Choose the bike and colour you want to book with ${formatRupees(BOOKING_AMOUNT)}.`} path={paths.newPlaceOrder.path} noindex />
      <p className="campaign__step">Step 1 of 3</p>
      <h1>Choose your bike</h1>
      {unknownModel ? <p>We do not sell a model called “{unknownModel}”. Choose one of these.</p> : null}
      <form noValidate onSubmit={onSubmit} aria-label="Your bike" className="campaign-form">
        <BikeChoiceFields legend="Which bike do you want to book?" value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} />
        {bike && colour ? (
          <p className="campaign-summary">
            {bike.name} in {colour.name}, bike price <ModelPrice model={bike.id} />. Book it now with {formatRupees(BOOKING_AMOUNT)}, refundable in full until
            delivery.
          </p>
        ) : null}
        <div className="form-actions">
          <Button type="submit">Continue to your details</Button>
        </div>
      </form>
    </div>
  );
}
