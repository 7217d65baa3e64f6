// Feature stories (issue 26): above a product feature page's text, a few sections that each pair one claim with a
// diagram or the model's render. Loaded through lib/feature-stories-slot.ts so the code stays in the page's lazy chunk.
import { ProductPicture } from '@/components/picture';
import type { FeatureStoriesProps } from '@/lib/feature-stories-slot';
import { Diagram } from './diagrams';
import { STORY_SLUGS, storiesFor } from './stories';
import { useReveal } from './use-reveal';
import './feature-stories.css';

export function hasStories(slug: string): boolean {
  return STORY_SLUGS.includes(slug);
}

export function FeatureStories({ slug }: FeatureStoriesProps) {
  const set = storiesFor(slug);
  const { motion, ref, isShown, isPlaying } = useReveal(set?.stories.length ?? 0);
  if (!set) return null;
  const { bike, stories } = set;
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
            {story.visual === 'render' ? (
              <ProductPicture bike={bike} className="feature-story__render" sizes="(min-width: 48rem) 24rem, 100vw" />
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
