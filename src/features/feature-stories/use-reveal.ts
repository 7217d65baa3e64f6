import { useEffect, useRef, useState } from 'react';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/**
 * Reveal-on-scroll for a list of sections, with one IntersectionObserver for all of them. Nothing is hidden until
 * the observer's first answer after hydration (`motion` turns true with it, in the same render as the sections it
 * found on screen), so the prerendered HTML and a page without JavaScript show every section, and a section already
 * on screen is never hidden; with reduced motion asked for, or no IntersectionObserver, `motion` stays false.
 * `shown` keeps a section once it has been on screen (the reveal happens once); `playing` follows whether it is on
 * screen now, so a diagram animates only while visible.
 */
export function useReveal(count: number) {
  const nodes = useRef<(HTMLElement | null)[]>([]);
  const [motion, setMotion] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const [playing, setPlaying] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (reducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let started = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const on: number[] = [];
        const off: number[] = [];
        for (const entry of entries) {
          const index = nodes.current.indexOf(entry.target as HTMLElement);
          if (index >= 0) (entry.isIntersecting ? on : off).push(index);
        }
        if (on.length) setShown((prev) => new Set([...prev, ...on]));
        setPlaying((prev) => {
          const next = new Set(prev);
          on.forEach((i) => next.add(i));
          off.forEach((i) => next.delete(i));
          return next;
        });
        if (!started) {
          started = true;
          setMotion(true);
        }
      },
      { threshold: 0.2 },
    );
    for (const node of nodes.current.slice(0, count)) if (node) observer.observe(node);
    return () => observer.disconnect();
  }, [count]);

  const ref = (index: number) => (node: HTMLElement | null) => {
    nodes.current[index] = node;
  };
  return { motion, ref, isShown: (i: number) => shown.has(i), isPlaying: (i: number) => playing.has(i) };
}
