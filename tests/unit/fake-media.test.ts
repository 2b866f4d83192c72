import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearMediaFaults,
  livePlaylist,
  LONG_LOOPS,
  longSegment,
  serveMedia,
  setMediaFault,
  subtitleSegment,
} from '~openapi/fake/media';
import { dominantHue, renderSvg, serveImage } from '~openapi/fake/images';
import { serveStandins } from '~openapi/fake/standins';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (serveMedia(req, res, url) || serveImage(req, res, url) || serveStandins(req, res, url)) return;
    res.writeHead(418);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('fake media', () => {
  it('serves the VOD master with several renditions and its segments', async () => {
    const master = await fetch(`${base}/media/vod/master.m3u8`);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    const text = await master.text();
    expect(text.match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('avc1.');
    const segment = await fetch(`${base}/media/vod/240p/seg_000.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('rejects path traversal and unknown files with 404', async () => {
    for (const path of ['/media/..%2fserver.ts', '/media/vod%2f..%2f..%2fseed.ts', '/media/nope.ts']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('builds a live sliding window that moves with time', () => {
    const a = livePlaylist('240p', 1_000_000)!;
    const b = livePlaylist('240p', 1_000_000 + 2000)!;
    const seq = (p: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(p)![1]);
    expect(seq(b)).toBe(seq(a) + 1);
    expect(a).not.toContain('#EXT-X-ENDLIST');
    expect(a).not.toContain('PLAYLIST-TYPE');
    expect(a.match(/#EXTINF/g)).toHaveLength(6);
  });

  it('runs the live stream on without discontinuities: its segments continue the timestamps loop after loop', async () => {
    // at today's clock (not near the epoch): no discontinuity tag nor a huge discontinuity sequence for players to walk
    const today = livePlaylist('240p', Date.UTC(2026, 10, 29, 12))!;
    expect(today).not.toContain('DISCONTINUITY');
    const uris = today.split('\n').filter((l) => l.startsWith('/media/'));
    expect(uris).toHaveLength(6);
    const n = Number(/seg_(\d+)\.ts$/.exec(uris[0]!)![1]);
    expect(n).toBeGreaterThan(800_000_000);
    // each segment starts 2 s (180,000 ticks at 90 kHz) after the one before, across a loop of the 5-segment sample
    const firstPts = async (k: number) => {
      const b = Buffer.from(await (await fetch(`${base}/media/live/240p/seg_${k}.ts`)).arrayBuffer());
      for (let i = 0; i + 188 <= b.length; i += 188) {
        const unitStart = (b[i + 1]! & 0x40) !== 0;
        const control = (b[i + 3]! >> 4) & 3;
        let p = i + 4;
        if (control & 2) p += 1 + b[p]!;
        if (unitStart && control & 1 && b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1 && b[p + 7]! >> 7) {
          const at = p + 9;
          return (
            ((b[at]! >> 1) & 7) * 2 ** 30 +
            (b[at + 1]! << 22) +
            ((b[at + 2]! >> 1) << 15) +
            (b[at + 3]! << 7) +
            (b[at + 4]! >> 1)
          );
        }
      }
      throw new Error('no PTS');
    };
    const loopStart = n - (n % 5) + 5;
    const [a, b] = [await firstPts(loopStart - 1), await firstPts(loopStart)];
    expect((b - a + 2 ** 33) % 2 ** 33).toBe(180_000);
  });

  it('serves the live master and rendition playlists', async () => {
    const res = await fetch(`${base}/media/live/240p/index.m3u8`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('#EXT-X-MEDIA-SEQUENCE');
  });

  it('serves a long VOD: three renditions and English and Spanish subtitles in its master', async () => {
    const master = await (await fetch(`${base}/media/long/master.m3u8`)).text();
    expect(master.match(/#EXT-X-STREAM-INF:.*SUBTITLES="subs"/g)).toHaveLength(3);
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en"');
    expect(master).toContain('NAME="Español",LANGUAGE="es"');
    const rendition = await (await fetch(`${base}/media/long/480p/index.m3u8`)).text();
    const durations = [...rendition.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.reduce((a, b) => a + b, 0)).toBe(LONG_LOOPS * 10); // 15 minutes
    expect(rendition).toContain('#EXT-X-ENDLIST');
    expect(rendition).not.toContain('DISCONTINUITY');
    const last = await fetch(`${base}/media/long/480p/seg_${LONG_LOOPS * 5 - 1}.ts`);
    expect(last.status).toBe(200);
    expect(last.headers.get('content-type')).toBe('video/mp2t');
    expect((await fetch(`${base}/media/long/480p/seg_${LONG_LOOPS * 5}.ts`)).status).toBe(404);
    const subs = await (await fetch(`${base}/media/long/subs/es.m3u8`)).text();
    expect(subs.match(/#EXTINF/g)).toHaveLength(LONG_LOOPS);
    const vtt = await fetch(`${base}/media/long/subs/es_20.vtt`);
    expect(vtt.headers.get('content-type')).toContain('text/vtt');
    expect(await vtt.text()).toContain('03:20.000 --> 03:22.000\nSerie principal · 03:20');
    expect((await fetch(`${base}/media/long/subs/fr.m3u8`)).status).toBe(404);
  });

  it('moves each loop of the long VOD on in time, so it plays as one continuous video', () => {
    // the first presentation timestamp of each segment: loop k starts 10 s (900 000 ticks of 90 kHz) after loop k-1
    const firstPts = (b: Buffer) => {
      for (let i = 0; i < b.length; i += 188) {
        const control = (b[i + 3]! >> 4) & 3;
        const p = i + 4 + (control & 2 ? 1 + b[i + 4]! : 0);
        if (b[i + 1]! & 0x40 && b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1 && b[p + 7]! & 0x80) {
          const o = p + 9;
          return (
            ((b[o]! >> 1) & 7) * 2 ** 30 +
            (b[o + 1]! << 22) +
            ((b[o + 2]! >> 1) << 15) +
            (b[o + 3]! << 7) +
            (b[o + 4]! >> 1)
          );
        }
      }
      return null;
    };
    const first = firstPts(longSegment('240p', 0)!)!;
    expect(firstPts(longSegment('240p', 5)!)).toBe(first + 900_000);
    expect(firstPts(longSegment('240p', 5 * 89 + 2)!)).toBe(firstPts(longSegment('240p', 2)!)! + 89 * 900_000);
    expect(longSegment('240p', -1)).toBeUndefined();
    expect(subtitleSegment('en', 0)).toMatch(
      /^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00.000\n\n00:00.000 --> 00:02.000\nWarm-up · 00:00/,
    );
    expect(subtitleSegment('en', LONG_LOOPS)).toBeUndefined();
  });

  it('injects segment faults a limited number of times', async () => {
    setMediaFault({ pathIncludes: 'seg_001', status: 404, times: 1 });
    expect((await fetch(`${base}/media/vod/240p/seg_001.ts`)).status).toBe(404);
    expect((await fetch(`${base}/media/vod/240p/seg_001.ts`)).status).toBe(200);
    clearMediaFaults();
  });
});

describe('fake images and stand-ins', () => {
  it('renders deterministic SVG with a colour from the name', async () => {
    expect(renderSvg('product', 'abc', 'Title')).toBe(renderSvg('product', 'abc', 'Title'));
    expect(renderSvg('product', 'abc')).toContain(`hsl(${dominantHue('abc')} `);
    expect(renderSvg('product', 'a<b>', '<script>')).not.toContain('<script>');
    const res = await fetch(`${base}/images/portrait/p1.svg?label=Hi`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg[^>]+width="600" height="900"/);
    expect((await fetch(`${base}/images/nope/p1.svg`)).status).toBe(404);
  });

  it('serves the Stripe and Jitsi stand-ins as scripts', async () => {
    for (const name of ['stripe', 'jitsi']) {
      const res = await fetch(`${base}/standins/${name}.js`);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(await res.text()).toContain(name === 'stripe' ? 'window.Stripe = Stripe' : 'window.JitsiMeetExternalAPI');
    }
  });
});
