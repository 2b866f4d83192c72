// The fake provider's SVG artwork: valid, deterministic, sized by kind or query, coloured from the name.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { dominantHue, imageUrl, renderSvg, serveImage } from '~openapi/fake/images';
import { createSeed } from '~openapi/fake/seed';

/** Calls serveImage with a minimal request/response pair and captures what it writes. */
function get(path: string, method = 'GET') {
  const req = Object.assign(new EventEmitter(), { method, url: path }) as unknown as IncomingMessage;
  const out: { status: number; headers: Record<string, string>; body: string } = { status: 0, headers: {}, body: '' };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string> = {}) {
      out.status = status;
      out.headers = headers;
      return this;
    },
    end(chunk?: string | Buffer) {
      if (chunk) out.body += chunk.toString();
      return this;
    },
  } as unknown as ServerResponse;
  const handled = serveImage(req, res, new URL(path, 'http://localhost'));
  return { handled, ...out };
}

/** Cheap well-formedness check: one root <svg>, balanced tags, no raw "<" or "&" in text. */
function assertWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '')).not.toMatch(/[<>]|&(?!(lt|gt|amp|apos|quot);)/);
}

const size = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);

describe('fake images', () => {
  it('renders well-formed SVG for every kind, with the kind default size', () => {
    const defaults: Record<string, [number, number]> = {
      product: [1280, 720],
      portrait: [600, 900],
      banner: [1920, 820],
      logo: [480, 120],
      square: [256, 256],
      team: [256, 256],
    };
    for (const [kind, dims] of Object.entries(defaults)) {
      const svg = renderSvg(kind as 'product', `name-${kind}`, 'Label & <Co>');
      assertWellFormedSvg(svg);
      expect(size(svg)).toEqual(dims);
    }
    for (const kind of ['avatar', 'news'] as const) assertWellFormedSvg(renderSvg(kind, 'x', 'A B'));
  });

  it('is deterministic and takes its dominant colour from the name', () => {
    expect(renderSvg('product', 'Match 1', 'Final')).toBe(renderSvg('product', 'Match 1', 'Final'));
    expect(renderSvg('product', 'Match 1')).not.toBe(renderSvg('product', 'Match 2'));
    const hue = dominantHue('Match 1');
    // The full-size background gradient starts with the hashed hue.
    expect(renderSvg('product', 'Match 1')).toContain(`stop-color="hsl(${hue} `);
    expect(renderSvg('team', 'Match 1')).toContain(`fill="hsl(${hue} `);
  });

  it('serves /images with query size, label, SVG type, CORS and a long cache', () => {
    const r = get('/images/portrait/film-7.svg?w=300&h=450&label=Hello%20World');
    expect(r.handled).toBe(true);
    expect(r.status).toBe(200);
    expect(r.headers['Content-Type']).toBe('image/svg+xml');
    expect(r.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(r.headers['Cache-Control']).toMatch(/max-age=\d{4,}/);
    expect(size(r.body)).toEqual([300, 450]);
    expect(r.body).toContain('Hello World');
    assertWellFormedSvg(r.body);
  });

  it('serves favicons, 404s unknown kinds and ignores other paths', () => {
    const favicon = get('/favicon/ttt.svg');
    expect(favicon.status).toBe(200);
    assertWellFormedSvg(favicon.body);
    expect(get('/images/unknown/x.svg').status).toBe(404);
    expect(get('/api/products/home').handled).toBe(false);
    expect(get('/images/product/x.png').handled).toBe(false);
  });

  it('builds URLs the server understands', () => {
    const url = imageUrl('http://localhost:4010/', 'logo', 'Titan Club', 'Titan & Co');
    expect(url).toBe('http://localhost:4010/images/logo/Titan%20Club.svg?label=Titan%20%26%20Co');
    const r = get(new URL(url).pathname + new URL(url).search);
    expect(r.status).toBe(200);
    expect(r.body).toContain('Titan &amp; Co');
  });
});

// the demo artwork carries no title (the app shows it beside the picture), in the club's colours
describe('demo artwork', () => {
  const seed = createSeed(Date.parse('2026-03-02T08:00:00Z'));
  const labelOf = (url: string) => new URL(url).searchParams.get('label');

  it('heroes, banners, news and collection art have no text; thumbnails only where the club hides titles', () => {
    const mct = seed.products.filter((p) => p.clubId === 2);
    expect(mct.length).toBeGreaterThan(10);
    for (const p of mct) {
      for (const image of [p.thumbnail, p.thumbnailPortrait, p.image, p.imagePortrait]) {
        if (image) expect(labelOf(image.url)).toBeNull();
      }
    }
    for (const s of seed.slides) if (s.image) expect(labelOf(s.image.url)).toBeNull();
    for (const c of seed.collections) if (c.image) expect(labelOf(c.image.url)).toBeNull();
    // FBT and GPT hide titles on thumbnails: their posters say what they are
    const gpt = seed.products.find((p) => p.clubId === 6)!;
    expect(labelOf(gpt.thumbnail!.url)).toBe(gpt.title);
    expect(labelOf(gpt.image!.url)).toBeNull();
    expect(renderSvg('banner', 'mct-3')).not.toContain('<text');
  });

  it("is drawn in the club's colour, give or take 30 degrees", () => {
    // MCT's colour is #0A66C2 (hue 210)
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const hue = dominantHue(`mct-${n}`);
      const distance = Math.min(Math.abs(hue - 210), 360 - Math.abs(hue - 210));
      expect(distance).toBeLessThanOrEqual(30);
    }
  });
});
