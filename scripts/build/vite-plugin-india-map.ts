// Vite plugin: `virtual:india-map` -> the address of the optimised map of India (india-map.ts), emitted
// once as a static, content-hashed SVG file. Dev and tests get the same SVG as a data: URL.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { indiaMapSvg } from './india-map.ts';

const ID = 'virtual:india-map';
const RESOLVED_ID = '\0' + ID;

export function indiaMap(): Plugin {
  let base = '/';
  let building = false;
  let svg: string | null = null;
  return {
    name: 'revolt-india-map',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      svg ??= indiaMapSvg();
      if (!building) return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
      // A name fixed by the content (not Rollup's file URL), so the client and the server render agree.
      const fileName = `assets/india-map-${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
      this.emitFile({ type: 'asset', fileName, source: svg });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
  };
}
