// Loaded after the page has loaded, by a ModelFigure (model-figure.tsx): it asks for the model's photographs (the store
// keeps them by model, so every figure of a model shares one request) and shows the one of the figure's slot for the
// shown colour, else the slot's every-colour one (mediaFor), in the render's box. It tells the figure whether it shows
// one, so the figure hides its render. Kept apart so the store family, the request and these rules never weigh on a
// public page's first load.
import { useLayoutEffect } from 'react';
import type { MediaItem } from '@contract/media';
import { mediaFileUrl, mediaFor, type MediaFormat, type MediaSlot } from '@contract/media-rules';
import { useModelMedia } from '@/lib/model-media';

type Props = { model: string; slot: MediaSlot; colour: string; className: string; sizes: string; eager: boolean; onShown: (shown: boolean) => void };

const srcSet = (item: MediaItem, format: MediaFormat) => item.widths.map((w) => `${mediaFileUrl(item.id, w, format)} ${w}w`).join(', ');

export default function ModelPhoto({ model, slot, colour, className, sizes, eager, onShown }: Props) {
  const { items } = useModelMedia(model);
  const photo = mediaFor(items, slot, colour);
  // Before paint: the render and the photograph never show together, nor neither.
  useLayoutEffect(() => onShown(photo !== undefined), [photo, onShown]);
  useLayoutEffect(() => () => onShown(false), [onShown]);
  if (!photo) return null;
  const fallback = photo.widths.find((w) => w >= 800) ?? photo.widths[photo.widths.length - 1] ?? 0;
  // 1600 x 1000 like the render, and object-fit: cover (.model-photo), so a photograph of any shape keeps the box.
  return (
    <picture key={photo.id}>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img className={`${className} model-photo`} src={mediaFileUrl(photo.id, fallback, 'webp')} alt={photo.alt} width={1600} height={1000} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}
