import type { Bike, Colour } from '@/content/bikes';
import { bikeAlt, bikeImage } from './bike-data';

export function BikeFigure({ bike, colour, eager = false, className }: { bike: Bike; colour?: Colour; eager?: boolean; className?: string }) {
  return (
    <img
      className={className ?? 'bike-figure'}
      src={bikeImage(bike, colour)}
      alt={bikeAlt(bike, colour)}
      width="1200"
      height="750"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
