// "Save as image": the pass drawn as one SVG (its QR code, reference and the facts the hub needs), rendered to a PNG
// through a canvas and downloaded. Built from the pass's data, not from the page, so it looks the same on any screen.
import type { BookingPass } from '@contract/passes';
import * as t from './messages';

const WIDTH = 600;
const QR_BOX = 360;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pass as a self-contained SVG document: title, QR code with its reference under it, then one line per fact. */
export function passSvg(pass: BookingPass, title: string, facts: readonly string[]): { svg: string; width: number; height: number } {
  const quiet = 4;
  const scale = QR_BOX / (pass.qr.size + quiet * 2);
  const qrTop = 80;
  const referenceY = qrTop + QR_BOX + 40;
  const height = referenceY + 30 + facts.length * 34 + 30;
  const lines = facts.map((fact, i) => `<text x="40" y="${referenceY + 50 + i * 34}" font-size="20">${escapeXml(fact)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="40" y="50" font-size="28" font-weight="700">${escapeXml(title)}</text>` +
    `<g transform="translate(${(WIDTH - QR_BOX) / 2} ${qrTop}) scale(${scale}) translate(${quiet} ${quiet})"><path d="${pass.qr.path}" fill="#000"/></g>` +
    `<text x="${WIDTH / 2}" y="${referenceY}" font-size="26" font-weight="700" text-anchor="middle">${escapeXml(pass.reference)}</text>` +
    lines +
    `</svg>`;
  return { svg, width: WIDTH, height };
}

/** Draws the SVG on a canvas (twice its size, for print) and saves it as `fileName`. */
export async function savePassImage(pass: BookingPass, title: string, facts: readonly string[], fileName: string): Promise<void> {
  const { svg, width, height } = passSvg(pass, title, facts);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error(t.couldNotDraw));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(t.couldNotDraw);
    context.scale(2, 2);
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error(t.couldNotDraw);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(png);
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } finally {
    URL.revokeObjectURL(url);
  }
}
