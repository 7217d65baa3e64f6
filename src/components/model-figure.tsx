// A line-up model's picture: the studio render of a launch model, or, for a model added in the back office (which has
// no render until the studio adds one), a drawing of a motorcycle in the chosen colour, in the same 1600 x 1000 box,
// so cards and pages keep their layout and nothing shifts. Where the media library (issue 26) has a photograph for the
// figure's slot and the shown colour (else one for every colour), the photograph replaces the render once the page has
// loaded (model-photo.tsx), in the same box, so the prerendered render stays the first paint.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { MediaSlot } from '@contract/media-rules';
import type { Colour } from '@/content/bikes';
import type { LineupModel } from '@/lib/lineup';
import { afterLoad } from '@/lib/model-prices';
import { ProductPicture } from './picture';

// Loaded only for a model without a render, so the pages of the launch models do not carry the drawing.
const DrawnMotorcycle = lazy(() => import('./drawn-motorcycle'));
// Loaded after the page has loaded: the photographs' store, request and rules stay out of the first load.
const ModelPhoto = lazy(() => import('./model-photo'));

type Props = {
  model: LineupModel;
  colour?: Colour;
  eager?: boolean;
  className?: string;
  sizes?: string;
  slot?: MediaSlot;
  /** What shows while the slot has no photograph, instead of the model's render (a lifestyle scene for slot 'scene'). */
  fallback?: ReactNode;
};

export function ModelFigure({ model, colour, eager = false, className = 'bike-figure', sizes = '(min-width: 56rem) 36rem, 100vw', slot = 'hero', fallback }: Props) {
  const [watching, setWatching] = useState(false);
  const [photoShown, setPhotoShown] = useState(false);
  useEffect(() => afterLoad(() => setWatching(true)), []);
  const shade = colour ?? model.bike?.colours[0] ?? model.colours[0];
  // The photograph comes first and the render second, so the render keeps its element when the photograph's code arrives.
  return (
    <>
      {watching ? (
        <Suspense fallback={null}>
          <ModelPhoto model={model.id} slot={slot} colour={shade?.name ?? ''} className={className} sizes={sizes} eager={eager} onShown={setPhotoShown} />
        </Suspense>
      ) : null}
      {photoShown ? null : fallback !== undefined ? (
        fallback
      ) : model.bike ? (
        <ProductPicture bike={model.bike} colour={colour ?? model.bike.colours[0]} eager={eager} className={className} sizes={sizes} />
      ) : (
        <Suspense fallback={<div className={className} aria-hidden="true" />}>
          <DrawnMotorcycle name={model.name} colour={shade} className={className} />
        </Suspense>
      )}
    </>
  );
}
