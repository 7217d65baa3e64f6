import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One lazy component per key (an article, a page), so each piece of content is its own chunk and
 * the prerender step, which waits for lazy components, renders it in full. A failed download is
 * forgotten so the next visit can retry.
 */
export function lazyCache<P extends object>() {
  const cache = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  return function get(key: string, load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
    let component = cache.get(key);
    if (!component) {
      component = lazy(async () => {
        try {
          return { default: await load() };
        } catch (error) {
          cache.delete(key);
          throw error;
        }
      });
      cache.set(key, component);
    }
    return component;
  };
}
