import { formatRupees } from '@/lib/format';
import { staticModelPrices, useLowestModelPrice, useModelPrice, type ModelPrice as Parts } from '@/lib/model-prices';

/** An amount that may change after load, in a box at least as wide as the prerendered amount. */
function PriceText({ amount, prerendered, className }: { amount: number; prerendered: number; className?: string }) {
  return (
    <span className={className ? `model-price ${className}` : 'model-price'} data-reserve={formatRupees(prerendered)}>
      <span className="model-price__text">{formatRupees(amount)}</span>
    </span>
  );
}

type ModelPriceProps = {
  /** A model id such as 'rv400'. */
  model: string;
  /** The part shown: the bike price (ex-showroom + charger, the default), the ex-showroom price or the charger. */
  part?: keyof Parts;
  /** Taken off the amount, e.g. the booking amount for the balance at delivery. */
  less?: number;
  className?: string;
};

/**
 * A model's price in rupees: the static content's price while prerendering and hydrating, then the current one
 * (useModelPrices) in the same element, without moving what is beside it. Nothing for an unknown model.
 */
export function ModelPrice({ model, part = 'price', less = 0, className }: ModelPriceProps) {
  const current = useModelPrice(model);
  const prerendered = staticModelPrices[model] ?? current;
  if (!current || !prerendered) return null;
  return <PriceText amount={current[part] - less} prerendered={prerendered[part] - less} className={className} />;
}

const lowestStatic = Math.min(...Object.values(staticModelPrices).map((p) => p.price));

/** The lowest price of the line-up ("from ₹…"), checked like ModelPrice. */
export function LowestModelPrice({ className }: { className?: string }) {
  return <PriceText amount={useLowestModelPrice()} prerendered={lowestStatic} className={className} />;
}
