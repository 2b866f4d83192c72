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

/**
 * Club colours: the seed registers each club's colour under its image-name prefix (`gpt` for `gpt-12`), so a club's
 * artwork is a family of its own colour (hues within ±30° of it) rather than a random rainbow.
 */
const PALETTES = new Map<string, number>();

export function registerClubColour(prefix: string, hex: string): void {
  const hue = hueOfHex(hex);
  if (hue !== null) PALETTES.set(prefix.toLowerCase(), hue);
}

function hueOfHex(hex: string): number | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round((h * 60 + 360) % 360);
}

/** The dominant colour of the image for `name`: its club's colour give or take 30°, else a hue from the hash. */
export function dominantHue(name: string): number {
  const club = PALETTES.get(name.split('-')[0]!.toLowerCase());
  if (club === undefined) return hash(name) % 360;
  return (club + (hash(name) % 61) - 30 + 360) % 360;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * An abstract, sport-like composition for artwork: no text, so heroes and cards never show a
 * title twice. One of four scenes chosen by the name: a pitch or court seen from above, the lanes of a track, speed
 * streaks, a ball under a spotlight; white lines over the club-coloured gradient, always the same for a name.
 */
function scene(seed: number, w: number, h: number, hue: number): string {
  const line = (o: number) => `stroke="#fff" stroke-opacity="${o}" fill="none"`;
  const m = Math.min(w, h);
  const sw = r1(Math.max(2, m * 0.012));
  switch (seed % 4) {
    case 0: {
      // a pitch or court from above, turned a little
      const angle = (seed >>> 3) % 2 === 0 ? -8 : 8;
      const pw = w * 0.9;
      const ph = h * 0.78;
      const x = (w - pw) / 2;
      const y = (h - ph) / 2;
      return `<g transform="rotate(${angle} ${w / 2} ${h / 2})" ${line(0.28)} stroke-width="${sw}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(pw)}" height="${r1(ph)}" rx="${r1(m * 0.02)}"/><line x1="${w / 2}" y1="${r1(y)}" x2="${w / 2}" y2="${r1(y + ph)}"/><circle cx="${w / 2}" cy="${h / 2}" r="${r1(ph * 0.18)}"/><rect x="${r1(x)}" y="${r1(h / 2 - ph * 0.22)}" width="${r1(pw * 0.12)}" height="${r1(ph * 0.44)}"/><rect x="${r1(x + pw * 0.88)}" y="${r1(h / 2 - ph * 0.22)}" width="${r1(pw * 0.12)}" height="${r1(ph * 0.44)}"/></g>`;
    }
    case 1: {
      // the lanes of a running or racing track, sweeping out of a corner
      const cx = (seed >>> 4) % 2 === 0 ? -w * 0.1 : w * 1.1;
      const cy = h * 1.25;
      const lanes = Array.from({ length: 6 }, (_, i) => {
        const r = m * (0.7 + i * 0.16);
        return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" stroke-opacity="${r1(0.34 - i * 0.04)}"/>`;
      }).join('');
      return `<g stroke="#fff" fill="none" stroke-width="${r1(sw * 1.4)}">${lanes}</g>`;
    }
    case 2: {
      // speed: slanted streaks of light, spread over the height
      const streaks = Array.from({ length: 7 }, (_, i) => {
        const y = ((i + 0.3 + ((seed >>> i) % 40) / 100) / 7) * h;
        const len = w * (0.3 + ((seed >>> (i + 2)) % 40) / 100);
        const x = (((seed >>> (i + 5)) % 60) / 100) * w;
        const t = Math.max(3, h * (0.012 + ((seed >>> (i + 1)) % 4) * 0.01));
        const off = t * 1.2;
        return `<path d="M${r1(x + off)} ${r1(y)}H${r1(x + len + off)}L${r1(x + len)} ${r1(y + t)}H${r1(x)}Z" fill="#fff" fill-opacity="${r1(0.1 + (i % 3) * 0.08)}"/>`;
      }).join('');
      return streaks;
    }
    default: {
      // a ball under a spotlight
      const bx = w * (0.55 + ((seed >>> 5) % 30) / 100);
      const by = h * (0.45 + ((seed >>> 7) % 20) / 100);
      const br = m * 0.2;
      return `<defs><radialGradient id="spot" cx="${r1((bx / w) * 100)}%" cy="${r1((by / h) * 100)}%" r="55%"><stop offset="0" stop-color="${hsl(hue + 20, 90, 80)}" stop-opacity="0.55"/><stop offset="1" stop-color="${hsl(hue, 80, 40)}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#spot)"/><g ${line(0.6)} stroke-width="${sw}"><circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(br)}" fill="#fff" fill-opacity="0.1"/><path d="M${r1(bx - br)} ${r1(by)} Q ${r1(bx)} ${r1(by - br * 0.6)} ${r1(bx + br)} ${r1(by)}"/><path d="M${r1(bx - br)} ${r1(by)} Q ${r1(bx)} ${r1(by + br * 0.6)} ${r1(bx + br)} ${r1(by)}"/><path d="M${r1(bx)} ${r1(by - br)} Q ${r1(bx - br * 0.55)} ${r1(by)} ${r1(bx)} ${r1(by + br)}"/></g>`;
    }
  }
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
  // artwork (product, portrait, banner, news): a composition without text; a label (a poster for a club that hides
  // titles on its thumbnails, an advertisement) is drawn on it only when one is asked for
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 42)}"/><stop offset="1" stop-color="${hsl(hue + 20, 75, 20)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${scene(seed, w, h, hue)}${text ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff" fill-opacity="0.92">${text}</text>` : ''}</svg>`;
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
