import { describe, expect, it, vi } from 'vitest';
import { keepLoadedFiles, loadedFiles } from './first-use';

const ORIGIN = 'https://www.example.in';
const entry = (path: string) => ({ name: path.startsWith('http') ? path : `${ORIGIN}${path}` }) as PerformanceEntry;

describe('loadedFiles', () => {
  it("sorts this origin's build files and images, and leaves out the API and other hosts", () => {
    const entries = [
      entry('/assets/index-abc.js'),
      entry('/assets/rv400-def.css'),
      entry('/assets/index-abc.js'),
      entry('/images/bikes/rv400-red-800.avif'),
      entry('/api/models'),
      entry('/api/media/12.jpg'),
      entry('https://maps.example.com/tile.png'),
      entry('/site.webmanifest'),
    ];
    expect(loadedFiles(entries, ORIGIN)).toEqual({
      assets: ['/assets/index-abc.js', '/assets/rv400-def.css'],
      images: ['/images/bikes/rv400-red-800.avif'],
    });
  });
});

describe('keepLoadedFiles', () => {
  it('adds to the runtime caches the files no cache holds yet, those loaded before and those that finish after', async () => {
    const stores = new Map<string, Map<string, Response>>([['workbox-precache', new Map([['/assets/index-abc.js', new Response('')]])]]);
    const open = async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return { add: async (url: string) => void store.set(url, new Response(url)) } as unknown as Cache;
    };
    const match = async (url: string) => [...stores.values()].find((store) => store.has(url))?.get(url);
    // A Resource Timing observer: the buffered entries at once, later ones when `finish` is called.
    let deliver: (entries: PerformanceEntry[]) => void = () => {};
    class FakeObserver {
      constructor(readonly callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {}
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'resource', buffered: true });
        deliver = (entries) => this.callback({ getEntries: () => entries });
        deliver([entry('/assets/index-abc.js'), entry('/assets/book-1.js'), entry('/images/hero-480.avif')]);
      }
    }
    const win = { caches: { open, match }, location: { origin: ORIGIN }, PerformanceObserver: FakeObserver } as unknown as Window & typeof globalThis;
    keepLoadedFiles(win);
    await vi.waitFor(() => expect([...(stores.get('images')?.keys() ?? [])]).toEqual(['/images/hero-480.avif']));
    expect([...(stores.get('assets')?.keys() ?? [])]).toEqual(['/assets/book-1.js']);
    deliver([entry('/assets/dashboard-2.js'), entry('/assets/book-1.js')]);
    await vi.waitFor(() => expect([...(stores.get('assets')?.keys() ?? [])]).toEqual(['/assets/book-1.js', '/assets/dashboard-2.js']));
  });
});
