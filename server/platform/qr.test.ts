// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgPath } from './qr.js';

const rows = (text: string) => {
  const qr = encodeQr(text);
  return Array.from({ length: qr.size }, (_, y) => Array.from({ length: qr.size }, (_, x) => (qr.dark(x, y) ? '#' : '.')).join(''));
};

// Decoded by zbarimg (zbar 0.23) when this encoder was written: any change to the encoder shows here.
const HELLO_WORLD = [
  '#######.##..#.#######',
  '#.....#....#..#.....#',
  '#.###.#..#.#..#.###.#',
  '#.###.#.#..#..#.###.#',
  '#.###.#.###.#.#.###.#',
  '#.....#.#..#..#.....#',
  '#######.#.#.#.#######',
  '........#..##........',
  '#...#.######.#####..#',
  '...#....#.###....####',
  '..######..##.##.#..#.',
  '#####...##...#.......',
  '#####.#.#.#.#.##..##.',
  '........#.#.####.#.##',
  '#######.###.#.#.##.#.',
  '#.....#..#.###.##..##',
  '#.###.#.##.#.##...##.',
  '#.###.#..#..#...##.##',
  '#.###.#..###...###...',
  '#.....#....#.#.......',
  '#######.#########.#.#',
];

/** The 15 format bits read around the top-left finder, unmasked (level and mask, BCH-checked by the caller). */
function formatBits(grid: string[]): number {
  const dark = (x: number, y: number) => grid[y]![x] === '#';
  let bits = 0;
  const order: [number, number][] = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  order.forEach(([x, y], i) => {
    if (dark(x, y)) bits |= 1 << i;
  });
  return bits ^ 0x5412;
}

describe('encodeQr', () => {
  it('draws "HELLO WORLD" as the version 1 code a reader decodes', () => {
    expect(rows('HELLO WORLD')).toEqual(HELLO_WORLD);
  });

  it('picks the smallest version for the length: a pass token (about 70 characters) is version 5', () => {
    expect(encodeQr('a'.repeat(14)).size).toBe(21);
    expect(encodeQr('a'.repeat(15)).size).toBe(25);
    expect(encodeQr('x'.repeat(70)).size).toBe(37);
    expect(encodeQr('y'.repeat(300)).size).toBe(69);
    expect(() => encodeQr('z'.repeat(2400))).toThrow(/too long/);
  });

  it('keeps the finder patterns, the timing rows and level M in the format bits at every size', () => {
    for (const text of ['pass', 'p'.repeat(90), 'q'.repeat(400)]) {
      const grid = rows(text);
      const size = grid.length;
      for (const [x0, y0] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
        expect(grid[y0]!.slice(x0, x0 + 7)).toBe('#######');
        expect(grid[y0 + 2]!.slice(x0, x0 + 7)).toBe('#.###.#');
      }
      for (let i = 8; i < size - 8; i++) expect(grid[6]![i]).toBe(i % 2 === 0 ? '#' : '.');
      expect(formatBits(grid) >>> 13).toBe(0);
    }
  });
});

describe('qrSvgPath', () => {
  it('draws one unit square per dark module', () => {
    const { size, path } = qrSvgPath('HELLO WORLD');
    expect(size).toBe(21);
    expect(path.match(/h1v1h-1z/g)).toHaveLength(HELLO_WORLD.join('').split('#').length - 1);
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true);
  });
});
