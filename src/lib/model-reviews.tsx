// The owners' reviews on a model page, filled by the reviews feature (features never import each other): app/ says
// where its module is (lib/model-reviews-slot.ts), and it loads only after the page has hydrated, near the screen, in
// its own chunk, so the model page's first load does not carry it and the prerendered HTML (the heading and the
// reserved, waiting section) never depends on the API.
import { loadModelReviews, type ModelReviewsModule, type ModelReviewsProps } from './model-reviews-slot';
import { useNearScreenModule } from './use-on-screen';
import * as t from './model-reviews.messages';

export type { ModelReviewsData, ModelReviewsProps } from './model-reviews-slot';

/**
 * The section, with its heading in the prerendered page and room reserved (CSS) while its chunk and data load. They
 * load when the section comes within a screen of the visitor's view (at the foot of a long page, they would otherwise
 * run in the busiest seconds of the page's load); a browser without IntersectionObserver loads them at once.
 */
export function ModelReviews(props: ModelReviewsProps) {
  const [observe, reviews] = useNearScreenModule<HTMLElement, ModelReviewsModule>(loadModelReviews);
  const Section = reviews?.default;
  return (
    <section aria-labelledby="owner-reviews" className="model-reviews" ref={observe}>
      <h2 id="owner-reviews">{t.title}</h2>
      {Section ? <Section {...props} /> : <p className="muted model-reviews__wait">{t.loading}</p>}
    </section>
  );
}
