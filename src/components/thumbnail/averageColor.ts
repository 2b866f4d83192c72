/**
 * An image's dominant colour for the thumbnail overlays (spec §8): the image scaled down to at most 100 px on its
 * longer side, then the alpha-weighted root-mean-square of its pixels (the algorithm fast-average-color calls
 * "sqrt", in a few lines instead of a 2.4 KB gzip chunk on the home's first load, docs/performance.md).
 */

import { nextTask } from '~/performance/nextTask';

const MAX_SIZE = 100;
const MIN_SIZE = 10;

/** Canvas size for an image: its longer side at most 100 px (keeping the ratio), never below 10 px nor upscaled. */
export function sampleSize(width: number, height: number): { width: number; height: number } {
  const scale = MAX_SIZE / Math.max(width, height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  if (w > width || h > height || w < MIN_SIZE || h < MIN_SIZE) return { width, height };
  return { width: w, height: h };
}

/** RGBA bytes -> [r, g, b], each the alpha-weighted root mean square; null when every pixel is transparent. */
export function sqrtAverage(data: ArrayLike<number>): [number, number, number] | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let alpha = 0;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const a = data[i + 3] ?? 0;
    const red = data[i] ?? 0;
    const green = data[i + 1] ?? 0;
    const blue = data[i + 2] ?? 0;
    r += red * red * a;
    g += green * green * a;
    b += blue * blue * a;
    alpha += a;
  }
  if (!alpha) return null;
  return [Math.round(Math.sqrt(r / alpha)), Math.round(Math.sqrt(g / alpha)), Math.round(Math.sqrt(b / alpha))];
}

/**
 * Loads `url` (CORS anonymous, so the pixels are readable) and resolves with its average colour. Rejects when the
 * image fails to load or decode, or the canvas is tainted; the caller keeps the default overlay then.
 */
export async function averageColor(url: string): Promise<[number, number, number] | null> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  await img.decode();
  // images decoded together resolve together: each is drawn and read in a task of its own
  await nextTask();
  const size = sampleSize(img.naturalWidth || MAX_SIZE, img.naturalHeight || MAX_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(img, 0, 0, size.width, size.height);
  return sqrtAverage(ctx.getImageData(0, 0, size.width, size.height).data);
}
