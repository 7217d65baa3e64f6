// Where the 360-degree view sits on a model page: a box of the viewer's size, so nothing moves, whose code and
// frames load only once a quarter of it is on screen (an IntersectionObserver). Before then the page has
// loaded no frame; without IntersectionObserver (very old browsers) the viewer loads after the page.
import { lazy, Suspense, useState } from 'react';
import type { Colour } from '@/content/bikes';
import { useOnScreen } from '@/lib/use-on-screen';
import { turntableSet } from './turntable';
import * as t from './turntable.messages';

const TurntableViewer = lazy(() => import('./turntable-viewer'));

export function TurntableSection({ modelId, modelName, colour }: { modelId: string; modelName: string; colour: Colour }) {
  // A quarter of the viewer on screen: a viewer whose top edge peeks in at the bottom of the first screen waits. Once
  // near, it stays loaded.
  const [box, onScreen] = useOnScreen<HTMLDivElement>({ threshold: 0.25, unsupported: true });
  const [near, setNear] = useState(false);
  if (onScreen && !near) setNear(true);
  if (!turntableSet(modelId, colour)) return null;
  const placeholder = <div className="turntable-placeholder" aria-hidden="true" />;
  return (
    <section aria-labelledby="turntable-title" className="turntable-section">
      <h2 id="turntable-title">{t.title}</h2>
      <p className="muted">{t.hint}</p>
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
