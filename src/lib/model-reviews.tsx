// The owners' reviews on a model page, filled by the reviews feature (features never import each other): app/ says
// where its module is, and it loads only after the page has hydrated, in its own chunk, so the model page's first
// load does not grow and the prerendered HTML (which shows the reserved, waiting section) never depends on the API.
import { useEffect, useState, type ComponentType } from 'react';
import type { PublicReview, ReviewSummary } from '@contract/reviews';

/** The first page of published reviews (newest first) with their summary, for the page's Product JSON-LD. */
export type ModelReviewsData = { summary: ReviewSummary; reviews: PublicReview[] };
export type ModelReviewsProps = { model: string; modelName: string; onReviews?: (data: ModelReviewsData) => void };
type ReviewsModule = { default: ComponentType<ModelReviewsProps> };

let loadReviews: (() => Promise<ReviewsModule>) | null = null;

/** Called once by app/: the module whose default export is the reviews section. */
export function provideModelReviews(load: () => Promise<ReviewsModule>): void {
  loadReviews = load;
}

/** The section, with its heading in the prerendered page and room reserved (CSS) while its chunk and data load. */
export function ModelReviews(props: ModelReviewsProps) {
  const [Section, setSection] = useState<ComponentType<ModelReviewsProps> | null>(null);
  useEffect(() => {
    let live = true;
    loadReviews?.().then(
      (module) => live && setSection(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section aria-labelledby="owner-reviews" className="model-reviews">
      <h2 id="owner-reviews">Owners’ reviews</h2>
      {Section ? <Section {...props} /> : <p className="muted model-reviews__wait">Loading reviews…</p>}
    </section>
  );
}
