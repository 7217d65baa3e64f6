import { colourSlug, type Bike, type Colour } from '@/content/bikes';

export function bikeImage(bike: Bike, colour: Colour = bike.colours[0]): string {
  return `/images/bikes/${bike.id}-${colourSlug(colour.name)}.svg`;
}

export function bikeAlt(bike: Bike, colour: Colour = bike.colours[0]): string {
  return `Illustration of the ${bike.name} electric motorcycle in ${colour.name}, seen from the side`;
}

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
