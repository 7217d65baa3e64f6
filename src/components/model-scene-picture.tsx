// The model page's lifestyle scene in the chosen colour (the home charging corner rendered once per model and colour,
// src/content/model-scenes.ts): apart from picture.tsx so that pages without it do not carry its manifest.
import { colourSlug, type Bike, type Colour } from '@/content/bikes';
import { colourName } from '@/content/bikes.messages';
import { sceneImages, type ImageSet } from '@/content/bike-images';
import { MODEL_SCENE, modelScenes } from '@/content/model-scenes';
import * as t from './model-scene-picture.messages';
import { Picture, type PictureProps } from './picture';

/** The model scene (the home charging corner) with the model in a colour: the first colour's when that one has no render. */
export function modelScene(bike: Bike, colour: Colour = bike.colours[0]): ImageSet {
  const rendered = modelScenes[bike.id];
  const slug = rendered.includes(colourSlug(colour.name)) ? colourSlug(colour.name) : rendered[0];
  const { width, height, widths } = sceneImages[MODEL_SCENE];
  return { base: `/images/scenes/${MODEL_SCENE}-${bike.id}-${slug}`, width, height, widths };
}

type ModelScenePictureProps = Omit<PictureProps, 'image' | 'alt'> & { bike: Bike; colour?: Colour };

/** The lifestyle scene with the model in the colour the visitor chose, so the scene never shows another colour. */
export function ModelScenePicture({ bike, colour = bike.colours[0], className, ...rest }: ModelScenePictureProps) {
  const image = modelScene(bike, colour);
  // The alt names the colour shown: the chosen one, or the first when the chosen one has no render.
  const shown = image.base.endsWith(`-${colourSlug(colour.name)}`) ? colour : bike.colours[0];
  return (
    <Picture
      key={image.base}
      image={image}
      alt={t.alt({ model: bike.name, colour: colourName(shown.name) })}
      className={className ? `scene-picture ${className}` : 'scene-picture'}
      {...rest}
    />
  );
}
