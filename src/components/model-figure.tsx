// A line-up model's picture: the studio render of a launch model, or, for a model added in the back office (which has
// no render until the studio adds one), a drawing of a motorcycle in the chosen colour, in the same 1600 x 1000 box,
// so cards and pages keep their layout and nothing shifts.
import { lazy, Suspense } from 'react';
import type { Colour } from '@/content/bikes';
import type { LineupModel } from '@/lib/lineup';
import { ProductPicture } from './picture';

// Loaded only for a model without a render, so the pages of the launch models do not carry the drawing.
const DrawnMotorcycle = lazy(() => import('./drawn-motorcycle'));

type Props = { model: LineupModel; colour?: Colour; eager?: boolean; className?: string; sizes?: string };

export function ModelFigure({ model, colour, eager = false, className = 'bike-figure', sizes = '(min-width: 56rem) 36rem, 100vw' }: Props) {
  if (model.bike) return <ProductPicture bike={model.bike} colour={colour ?? model.bike.colours[0]} eager={eager} className={className} sizes={sizes} />;
  const shade = colour ?? model.colours[0];
  return (
    <Suspense fallback={<div className={className} aria-hidden="true" />}>
      <DrawnMotorcycle name={model.name} colour={shade} className={className} />
    </Suspense>
  );
}
