import type { Bike, Colour } from '@/content/bikes';
import { bikeRender, ProductPicture } from './picture';

/** Absolute-path URL of a model's render (1200 px WebP), for structured data and share cards. */
export function bikeImage(bike: Bike, colour: Colour = bike.colours[0]): string {
  return `${bikeRender(bike, colour).base}-1200.webp`;
}

/** A model's studio render where a screen shows the bike at up to about half the page width. */
export function BikeFigure({ bike, colour, eager = false, className }: { bike: Bike; colour?: Colour; eager?: boolean; className?: string }) {
  return <ProductPicture bike={bike} colour={colour} eager={eager} className={className ?? 'bike-figure'} sizes="(min-width: 56rem) 36rem, 100vw" />;
}
