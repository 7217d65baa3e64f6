import { preload } from 'react-dom';
import type { Bike, Colour } from '@/content/bikes';
import { colourSlug } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import * as t from './picture.messages';
import './picture.css';
import { BIKE_RENDER_SIZE, IMAGE_WIDTHS, bikeRenders, sceneImages, type ImageSet, type SceneId } from '@/content/bike-images';

export type PictureProps = {
  image: ImageSet;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes?: string;
  /** The page's main image (LCP): loaded at once with high priority instead of lazily. */
  eager?: boolean;
  className?: string;
};

export function imageSrcSet(image: ImageSet, format: 'avif' | 'webp'): string {
  return image.widths.map((w) => `${image.base}-${w}.${format} ${w}w`).join(', ');
}

/** A rendered image in AVIF with a WebP fallback at several widths; width and height reserve its box, so nothing shifts. */
export function Picture({ image, alt, sizes = '100vw', eager = false, className }: PictureProps) {
  const fallback = image.widths.find((w) => w >= 800) ?? image.widths[image.widths.length - 1];
  // The page's main image is asked for from <head> (React puts the preload there when prerendering), at high
  // priority, before the script preloads: its request does not wait for the parser to reach the <picture>.
  if (eager) {
    preload(`${image.base}-${fallback}.avif`, { as: 'image', type: 'image/avif', imageSrcSet: imageSrcSet(image, 'avif'), imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={`${image.base}-${fallback}.webp`}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}

/** The studio render of a model in a colour (the first colour when that one has no render). */
export function bikeRender(bike: Bike, colour: Colour = bike.colours[0]): ImageSet {
  const rendered = bikeRenders[bike.id];
  const slug = rendered.includes(colourSlug(colour.name)) ? colourSlug(colour.name) : rendered[0];
  return { base: `/images/bikes/${bike.id}-${slug}`, ...BIKE_RENDER_SIZE, widths: IMAGE_WIDTHS };
}

export function bikeAlt(bike: Bike, colour: Colour = bike.colours[0]): string {
  return t.bikeAlt({ model: bike.name, colour: colourName(colour.name) });
}

type ProductPictureProps = Omit<PictureProps, 'image' | 'alt'> & { bike: Bike; colour?: Colour };

export function ProductPicture({ bike, colour = bike.colours[0], ...rest }: ProductPictureProps) {
  // Keyed by file so a colour change swaps the whole <picture> and the browser never shows the old colour's file.
  const image = bikeRender(bike, colour);
  return <Picture key={image.base} image={image} alt={bikeAlt(bike, colour)} {...rest} />;
}

/** A lifestyle scene, full width of its column with rounded corners (`className` adds to that). */
export function ScenePicture({ scene, className, ...rest }: Omit<PictureProps, 'image' | 'alt'> & { scene: SceneId }) {
  const image = sceneImages[scene];
  return <Picture image={image} alt={t.sceneAlt(scene)} className={className ? `scene-picture ${className}` : 'scene-picture'} {...rest} />;
}

/** Every colour of a model side by side, each render captioned with its colour name (the design pages). */
export function BikeColours({ bike }: { bike: Bike }) {
  return (
    <ul className="bike-colours" aria-label={t.bikeColours({ model: bike.name, count: bike.colours.length })}>
      {bike.colours.map((c, i) => (
        <li key={c.name}>
          <figure>
            <ProductPicture bike={bike} colour={c} eager={i === 0} className="bike-colours__image" sizes="(min-width: 48rem) 22rem, 100vw" />
            <figcaption>{colourName(c.name)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
