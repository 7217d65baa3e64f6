import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BikeFigure } from '@/components/bike-figure';
import { ButtonLink } from '@/components/button';
import { ColourPicker } from '@/components/colour-picker';
import { ModelPrice } from '@/components/model-price';
import { NotFoundView } from '@/components/not-found-view';
import { Seo } from '@/components/seo';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { paths } from '@contract/paths';
import { findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import './campaign.css';

/** /NewProductScreen/:id: the campaign's first step, the bike in a colour; a `?ref=` code travels on. */
export function NewProductScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const bike = findBike(id);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!bike) return <NotFoundView />;
  const colour = bike.colours.find((c) => c.name === chosen) ?? bike.colours[0];
  const ref = params.get('ref')?.trim() || undefined;

  return (
    <div className="page container campaign">
      <Seo title={`Book the ${bike.name}`} description={`Choose the colour of your ${bike.name} and book it with ${formatRupees(BOOKING_AMOUNT)}.`} path={paths.newProduct.getHref(bike.id)} noindex />
      <p className="campaign__step">Step 1 of 3</p>
      <h1>Book the {bike.name}</h1>
      <div className="campaign-product">
        {colour ? <BikeFigure bike={bike} colour={colour} eager className="campaign-product__image" /> : null}
        <div>
          <p className="campaign-product__price">
            <ModelPrice model={bike.id} /> <span className="muted">ex-showroom with the charger</span>
          </p>
          {colour ? <ColourPicker colours={bike.colours} selected={colour.name} onSelect={setChosen} /> : null}
          <p>Book it now with {formatRupees(BOOKING_AMOUNT)}, refundable in full until delivery.</p>
          <div className="form-actions">
            <ButtonLink to={paths.newPlaceOrder.getHref(bike.id, colour?.name ?? '', ref)}>Continue to your details</ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}

export default NewProductScreen;
