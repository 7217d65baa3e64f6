// Where the feature stories above a product feature page's text come from (issue 26). app/ registers the module,
// so the page (features/company) does not import another feature, and the stories stay in their own lazy chunk.
import type { ComponentType } from 'react';
import { BIKE_PATHS, FEATURE_PAGE_PATHS } from '@contract/paths';

/**
 * `slug`: a feature page's story set; `model`: a model page's own set instead. `colour`: the colour name the model's
 * renders show (the chosen one on a model page; else its first colour).
 */
export type FeatureStoriesProps = { slug?: string; model?: string; colour?: string };
export type FeatureStoriesModule = { default: ComponentType<FeatureStoriesProps>; hasStories: (slug: string) => boolean };

let loadStories: (() => Promise<FeatureStoriesModule>) | null = null;

/** Called once by app/: the module whose default export renders a page's stories. */
export function provideFeatureStories(load: () => Promise<FeatureStoriesModule>): void {
  loadStories = load;
}

/** The stories' module, or null when app/ registered none (a screen test of the page alone). */
export function loadFeatureStories(): Promise<FeatureStoriesModule> | null {
  return loadStories ? loadStories() : null;
}

/** The source file of the stories' chunk: the prerender step inlines its style sheet on the pages that show them. */
export const FEATURE_STORIES_FILE = 'src/features/feature-stories/feature-stories.tsx';

/** Whether a content page may show stories: the feature pages under a model's own path (/rv400/charging). */
export function mayHaveStories(path: string): boolean {
  return (Object.values(FEATURE_PAGE_PATHS) as string[]).includes(path) && Object.values(BIKE_PATHS).some((model) => path.startsWith(`${model}/`));
}
