// The model page's feature stories (issue 26): the claims of its own story set, each with a diagram or the render in
// the chosen colour, revealed as they scroll in (none of it moves with reduced motion). Their code comes through
// lib/feature-stories-slot.ts after hydration: they sit below the 360-degree view, off the first screen, so the model
// page's first load and its prerendered HTML stay as they were. A failed load leaves the page without them.
import { useEffect, useState } from 'react';
import { loadFeatureStories, type FeatureStoriesModule } from '@/lib/feature-stories-slot';

export function ModelStories({ model, colour }: { model: string; colour: string }) {
  const [stories, setStories] = useState<FeatureStoriesModule | null>(null);
  useEffect(() => {
    let live = true;
    loadFeatureStories()
      ?.then((m) => {
        if (live) setStories(m);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!stories) return null;
  // The model's own set; nothing for a model without one (one added in the back office).
  const Stories = stories.default;
  return <Stories model={model} colour={colour} />;
}
