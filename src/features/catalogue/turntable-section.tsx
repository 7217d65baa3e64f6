// Where the 360-degree view sits on a model page: a box of the viewer's size, so nothing moves, whose code and
// frames load only once a quarter of it is on screen (an IntersectionObserver). Before then the page has
// loaded no frame; without IntersectionObserver (very old browsers) the viewer loads after the page.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Colour } from '@/content/bikes';
import { turntableSet } from './turntable';

const TurntableViewer = lazy(() => import('./turntable-viewer'));

export function TurntableSection({ modelId, modelName, colour }: { modelId: string; modelName: string; colour: Colour }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.25)) {
          setNear(true);
          observer.disconnect();
        }
      },
      // A quarter of the viewer on screen: a viewer whose top edge peeks in at the bottom of the first screen waits.
      { threshold: 0.25 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  if (!turntableSet(modelId, colour)) return null;
  const placeholder = <div className="turntable-placeholder" aria-hidden="true" />;
  return (
    <section aria-labelledby="turntable-title" className="turntable-section">
      <h2 id="turntable-title">See it from every side</h2>
      <p className="muted">Drag or swipe the bike to turn it, or use the buttons or the arrow keys.</p>
      <div ref={box}>
        {near ? (
          <Suspense fallback={placeholder}>
            <TurntableViewer modelId={modelId} modelName={modelName} colour={colour} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </section>
  );
}
