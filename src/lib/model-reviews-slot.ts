// Where the owners' reviews section of a model page comes from (lib/model-reviews.tsx shows it). Apart from the
// component, so the entry chunk that app/ registers it from carries only this registry.
import type { ComponentType } from 'react';
import type { PublicReview, ReviewSummary } from '@contract/reviews';

/** The first page of published reviews (newest first) with their summary, for the page's Product JSON-LD. */
export type ModelReviewsData = { summary: ReviewSummary; reviews: PublicReview[] };
export type ModelReviewsProps = { model: string; modelName: string; onReviews?: (data: ModelReviewsData) => void };
export type ModelReviewsModule = { default: ComponentType<ModelReviewsProps> };

let loadReviews: (() => Promise<ModelReviewsModule>) | null = null;

/** Called once by app/: the module whose default export is the reviews section. */
export function provideModelReviews(load: () => Promise<ModelReviewsModule>): void {
  loadReviews = load;
}

/** The section's module, or null when app/ registered none (a screen test of the page alone). */
export function loadModelReviews(): Promise<ModelReviewsModule> | null {
  return loadReviews ? loadReviews() : null;
}
