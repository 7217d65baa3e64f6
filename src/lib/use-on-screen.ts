import { useEffect, useState } from 'react';

type Options = {
  /** The share of the element that must be on screen (IntersectionObserver's threshold). */
  threshold?: number;
  /** The answer before the first measure (true keeps, say, the prerendered page's own buttons without a bar over them). */
  initial?: boolean;
  /** The answer where the browser has no IntersectionObserver. */
  unsupported?: boolean;
  /** How far around the screen counts as on it (IntersectionObserver's rootMargin), e.g. NEAR_SCREEN. */
  rootMargin?: string;
};

/** A screen's height above and below it: a part that loads its code "near the screen" starts one screen ahead. */
export const NEAR_SCREEN = '100% 0px';

/**
 * Whether an element is on screen, followed with an IntersectionObserver. Returns a callback ref for the element (so
 * an element that mounts later, or is swapped, is observed too), the answer, and the element itself.
 */
export function useOnScreen<T extends Element>({ threshold = 0, initial = false, unsupported = initial, rootMargin }: Options = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [onScreen, setOnScreen] = useState(initial);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(unsupported);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(Boolean(entry?.isIntersecting) && (entry?.intersectionRatio ?? 1) >= threshold),
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, unsupported, rootMargin]);
  return [setElement, onScreen, element] as const;
}

/**
 * A module loaded once its place comes within a screen of the view (NEAR_SCREEN), and kept when the place scrolls away;
 * loaded at once where there is no IntersectionObserver. `load` gives null when there is nothing to load, and a failed
 * load leaves the module null. Returns the ref for the place and the module.
 */
export function useNearScreenModule<T extends Element, M>(load: () => Promise<M> | null) {
  const [observe, near] = useOnScreen<T>({ rootMargin: NEAR_SCREEN, unsupported: true });
  const [module, setModule] = useState<M | null>(null);
  const wanted = near || module !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    load()?.then(
      (loaded) => live && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, load]);
  return [observe, module] as const;
}
