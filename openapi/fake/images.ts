/**
 * Deterministic SVG artwork for the seed data: /images/<kind>/<name>.svg?label=&w=&h= and /favicon/<name>.svg.
 * Colours derive from a hash of the name, so each image has a clear dominant colour (the app extracts it for the
 * thumbnail overlays) and the same name always gives the same picture.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type ImageKind = 'product' | 'portrait' | 'banner' | 'logo' | 'square' | 'team' | 'avatar' | 'news';

const SIZES: Record<ImageKind, [number, number]> = {
  product: [1280, 720],
  portrait: [600, 900],
  banner: [1920, 820],
  logo: [480, 120],
  square: [256, 256],
  team: [256, 256],
  avatar: [256, 256],
  news: [1200, 675],
};

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360} ${s}% ${l}%)`;
}

/** The dominant colour of the image for `name` (hue from the hash). */
export function dominantHue(name: string): number {
  return hash(name) % 360;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export function renderSvg(kind: ImageKind, name: string, label = '', width?: number, height?: number): string {
  const [dw, dh] = SIZES[kind];
  const w = width && width > 0 && width <= 4000 ? Math.round(width) : dw;
  const h = height && height > 0 && height <= 4000 ? Math.round(height) : dh;
  const hue = dominantHue(name);
  const seed = hash(`${name}#shapes`);
  const text = escapeXml(label.slice(0, 80));
  const size = Math.round(Math.min(w / Math.max(6, text.length * 0.62), h / 3));
  if (kind === 'logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect x="${h * 0.1}" y="${h * 0.15}" width="${h * 0.7}" height="${h * 0.7}" rx="${h * 0.16}" fill="${hsl(hue, 80, 52)}"/><path d="M${h * 0.33} ${h * 0.32}l${h * 0.3} ${h * 0.18}-${h * 0.3} ${h * 0.18}z" fill="#fff"/><text x="${h * 0.95}" y="${h * 0.62}" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(Math.min(h * 0.34, (w - h * 1.05) / Math.max(1, label.length * 0.6)))}" fill="${hsl(hue, 70, 62)}">${text}</text></svg>`;
  }
  if (kind === 'square' || kind === 'team' || kind === 'avatar') {
    const initials = escapeXml(
      label
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map((p) => p[0]!.toUpperCase())
        .join('') || name.slice(0, 2).toUpperCase(),
    );
    const shape =
      kind === 'square'
        ? `<rect width="${w}" height="${h}" rx="${w * 0.18}" fill="${hsl(hue, 75, 45)}"/>`
        : `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="${hsl(hue, 75, 45)}"/>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shape}<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.36}" fill="none" stroke="${hsl(hue + 30, 80, 70)}" stroke-width="${w * 0.04}"/><text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(w * 0.3)}" fill="#fff">${initials}</text></svg>`;
  }
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const r = ((seed >> (i * 3)) % 7) + 3;
    const cx = ((seed >> i) % 100) / 100;
    const cy = ((seed >> (i + 7)) % 100) / 100;
    shapes.push(
      `<circle cx="${Math.round(cx * w)}" cy="${Math.round(cy * h)}" r="${Math.round((r / 20) * Math.min(w, h))}" fill="${hsl(hue + i * 12, 70, 60)}" opacity="0.18"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue + 20, 75, 24)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}${text ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff" fill-opacity="0.92">${text}</text>` : ''}</svg>`;
}

export function imageUrl(base: string, kind: ImageKind, name: string, label?: string): string {
  const q = label ? `?label=${encodeURIComponent(label)}` : '';
  return `${base.replace(/\/$/, '')}/images/${kind}/${encodeURIComponent(name)}.svg${q}`;
}

/** Serves /images/<kind>/<name>.svg and /favicon/<name>.svg; false for other paths. Never throws. */
export function serveImage(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const image = /^\/images\/(\w+)\/([^/]+)\.svg$/.exec(url.pathname);
  const favicon = /^\/favicon\/([^/]+)\.svg$/.exec(url.pathname);
  if (!image && !favicon) return false;
  const kind = (image ? image[1] : 'square') as ImageKind;
  if (!(kind in SIZES)) {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ message: `Unknown image kind ${kind}`, status: 404 }));
    return true;
  }
  let name: string;
  try {
    name = decodeURIComponent((image ? image[2] : favicon![1])!);
  } catch {
    name = 'image';
  }
  const svg = renderSvg(
    kind,
    name,
    url.searchParams.get('label') ?? (favicon ? name : ''),
    Number(url.searchParams.get('w')) || undefined,
    Number(url.searchParams.get('h')) || undefined,
  );
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : svg);
  return true;
}
