import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearMediaFaults, livePlaylist, serveMedia, setMediaFault } from '../../openapi/fake/media';
import { dominantHue, renderSvg, serveImage } from '../../openapi/fake/images';
import { serveStandins } from '../../openapi/fake/standins';

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

  it('counts discontinuities that slid out of the live window (RFC 8216)', () => {
    const dseq = (p: string) => Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(p)![1]);
    // 5 segments of 2 s loop: a discontinuity before segment 5, 10, ...
    const at = (segment: number) => livePlaylist('240p', segment * 2000)!;
    expect(at(5)).toContain('#EXT-X-DISCONTINUITY\n');
    expect(dseq(at(5))).toBe(0);
    expect(at(10).match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2); // window 5..10 holds the tags before 5 and 10
    expect(dseq(at(10))).toBe(0);
    expect(at(11).match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    expect(dseq(at(11))).toBe(1); // window 6..11: the tag before 5 slid out
    expect(dseq(at(16))).toBe(2); // window 11..16: the one before 10 too
  });

  it('serves the live master and rendition playlists', async () => {
    const res = await fetch(`${base}/media/live/240p/index.m3u8`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('#EXT-X-MEDIA-SEQUENCE');
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
