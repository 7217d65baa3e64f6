// Feature stories (issue 26): above a product feature page's text, a few sections that each pair one claim with a
// diagram or the model's render. Loaded through lib/feature-stories-slot.ts so the code stays in the page's lazy chunk.
import { ModelFigure } from '@/components/model-figure';
import { ScenePicture } from '@/components/picture';
import { fromBike } from '@/lib/lineup';
import type { FeatureStoriesProps } from '@/lib/feature-stories-slot';
import { Diagram } from './diagrams';
import { STORY_SLUGS, modelStoriesSlug, storiesFor } from './stories';
import { useReveal } from './use-reveal';
import './feature-stories.css';

export function hasStories(slug: string): boolean {
  return STORY_SLUGS.includes(slug);
}

export function FeatureStories({ slug, model, colour }: FeatureStoriesProps) {
  const set = storiesFor(slug ?? modelStoriesSlug(model ?? ''));
  const { motion, ref, isShown, isPlaying } = useReveal(set?.stories.length ?? 0);
  if (!set) return null;
  const { bike, stories } = set;
  const shade = bike.colours.find((c) => c.name === colour) ?? bike.colours[0];
  return (
    <div className={motion ? 'feature-stories feature-stories--motion' : 'feature-stories'}>
      {stories.map((story, i) => (
        <section
          key={story.id}
          ref={ref(i)}
          aria-labelledby={`story-${story.id}`}
          className={['feature-story', i % 2 ? 'feature-story--flip' : '', isShown(i) ? 'is-shown' : '', isPlaying(i) ? 'is-playing' : ''].filter(Boolean).join(' ')}
        >
          <div className="feature-story__text">
            <h2 id={`story-${story.id}`} className="feature-story__heading">
              {story.heading}
            </h2>
            <p>{story.text}</p>
          </div>
          <div className="feature-story__visual">
            {story.visual === 'scene' && story.scene ? (
              <ScenePicture scene={story.scene} className="feature-story__scene" sizes="(min-width: 48rem) 24rem, 100vw" />
            ) : story.visual === 'render' || story.visual === 'scene' ? (
              // The maker's close-up photograph of the colour (media library, slot 'detail') replaces the render once loaded.
              <ModelFigure model={fromBike(bike)} colour={shade} slot="detail" className="feature-story__render" sizes="(min-width: 48rem) 24rem, 100vw" />
            ) : (
              <Diagram kind={story.visual} bike={bike} />
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

export default FeatureStories;
