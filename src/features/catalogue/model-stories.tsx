// The model page's feature stories (issue 26): the claims of its own story set, each with a diagram or the render in
// the chosen colour, revealed as they scroll in (none of it moves with reduced motion). Their code comes through
// lib/feature-stories-slot.ts after hydration, when their place comes within a screen of the view: they sit below the
// 360-degree view, off the first screen, so the model page's first load and its prerendered HTML stay as they were. A
// failed load leaves the page without them.
import { loadFeatureStories, type FeatureStoriesModule } from '@/lib/feature-stories-slot';
import { useNearScreenModule } from '@/lib/use-on-screen';

export function ModelStories({ model, colour }: { model: string; colour: string }) {
  const [observe, stories] = useNearScreenModule<HTMLDivElement, FeatureStoriesModule>(loadFeatureStories);
  if (!stories) return <div ref={observe} className="model-stories-place" />;
  // The model's own set; nothing for a model without one (one added in the back office).
  const Stories = stories.default;
  return <Stories model={model} colour={colour} />;
}
