/**
 * Serves the committed HLS sample under /media (VOD and trailer), a live variant built at request time as a
 * sliding window over the VOD segments, a long VOD built at request time by looping the same segments with their
 * timestamps moved on (so it plays as one continuous 15-minute video, with English and Spanish WebVTT subtitles),
 * and fault hooks so e2e tests can make segments fail.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { join, normalize, sep } from 'node:path';

const MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));
const SEGMENT_SECONDS = 2;
// 6 segments (12 s): well over RFC 8216's three target durations, so a player on a busy machine keeps up
const LIVE_WINDOW = 6;

interface MediaFault {
  pathIncludes: string;
  status: number;
  times: number | null;
}

let faults: MediaFault[] = [];
let clock: () => number = () => Date.now();

/** For tests: the clock of the live window. */
export function setMediaClock(now: () => number) {
  clock = now;
}

export function setMediaFault(fault: { pathIncludes: string; status: number; times?: number }) {
  faults.push({ pathIncludes: fault.pathIncludes, status: fault.status, times: fault.times ?? null });
}

export function clearMediaFaults() {
  faults = [];
}

function takeFault(path: string): MediaFault | null {
  const fault = faults.find((f) => path.includes(f.pathIncludes) && (f.times === null || f.times > 0));
  if (!fault) return null;
  if (fault.times !== null) fault.times -= 1;
  return fault;
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

function headers(type: string, cache: string): Record<string, string> {
  return {
    'Content-Type': type,
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': cache,
  };
}

/** The segments of a VOD rendition (from its playlist). */
function vodSegments(rendition: string): string[] {
  const playlist = join(MEDIA_DIR, 'vod', rendition, 'index.m3u8');
  if (!existsSync(playlist)) return [];
  return readFileSync(playlist, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
}

/** A live media playlist: a window of LIVE_WINDOW segments moving with the clock over the VOD segments. */
export function livePlaylist(rendition: string, now: number = clock()): string | null {
  const segments = vodSegments(rendition);
  if (!segments.length) return null;
  // the window ends at the segment being "recorded" now, like a real live edge
  const newest = Math.floor(now / 1000 / SEGMENT_SECONDS);
  const first = Math.max(0, newest - LIVE_WINDOW + 1);
  // segment n is the sample's segment n mod 5 with its timestamps moved on by the loops before it (as the long VOD's),
  // so the stream runs on with no discontinuity. A discontinuity tag per loop counted from the epoch made
  // EXT-X-DISCONTINUITY-SEQUENCE huge (about 180 million), and hls.js walks arrays that long on every fragment:
  // the page froze within seconds.
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
  ];
  for (let n = first; n <= newest; n++)
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(6)},`, `/media/live/${rendition}/seg_${n}.ts`);
  return `${lines.join('\n')}\n`;
}

function liveMaster(): string | null {
  const master = join(MEDIA_DIR, 'vod', 'master.m3u8');
  if (!existsSync(master)) return null;
  return readFileSync(master, 'utf8').replace(/^(\w+)\/index\.m3u8$/gm, '$1/index.m3u8');
}

/** The long VOD: the 10 s sample looped this many times (15 minutes). */
export const LONG_LOOPS = 90;
const LOOP_SECONDS = 10;
/** 90 kHz ticks of one loop: each loop's timestamps are moved on by this much, so the video never jumps back. */
const LOOP_TICKS = LOOP_SECONDS * 90_000;
/** The presentation timestamp at which the sample (and so the long VOD) starts: its subtitles' time 0. */
const FIRST_PTS = 126_000;
const SUB_LANGUAGES = { en: 'English', es: 'Español' } as const;
type SubLanguage = keyof typeof SUB_LANGUAGES;
const PHASES: Record<SubLanguage, [fromMinute: number, name: string][]> = {
  en: [
    [0, 'Warm-up'],
    [3, 'Main set'],
    [12, 'Cool-down'],
  ],
  es: [
    [0, 'Calentamiento'],
    [3, 'Serie principal'],
    [12, 'Vuelta a la calma'],
  ],
};

function longMaster(): string | null {
  const master = join(MEDIA_DIR, 'vod', 'master.m3u8');
  if (!existsSync(master)) return null;
  const lines = readFileSync(master, 'utf8').trimEnd().split('\n');
  const subtitles = Object.entries(SUB_LANGUAGES).map(
    ([code, name], i) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${name}",LANGUAGE="${code}",DEFAULT=NO,AUTOSELECT=${i === 0 ? 'YES' : 'NO'},URI="subs/${code}.m3u8"`,
  );
  const withGroup = lines.map((l) => (l.startsWith('#EXT-X-STREAM-INF:') ? `${l},SUBTITLES="subs"` : l));
  const at = withGroup.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:'));
  return `${[...withGroup.slice(0, at), ...subtitles, ...withGroup.slice(at)].join('\n')}\n`;
}

function vodPlaylist(duration: number, uris: string[]): string {
  return `${[
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${duration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...uris.flatMap((uri) => [`#EXTINF:${duration.toFixed(6)},`, uri]),
    '#EXT-X-ENDLIST',
  ].join('\n')}\n`;
}

/** A rendition of the long VOD: the sample's segments, LONG_LOOPS times. */
export function longPlaylist(rendition: string): string | null {
  const count = vodSegments(rendition).length;
  if (!count) return null;
  return vodPlaylist(
    SEGMENT_SECONDS,
    Array.from({ length: count * LONG_LOOPS }, (_, n) => `seg_${n}.ts`),
  );
}

const sampleCache = new Map<string, Buffer>();

/** Adds `ticks` to a 33-bit timestamp written in a PES header's 5-byte layout at `at`. */
function shiftTimestamp(b: Buffer, at: number, ticks: number) {
  const value =
    ((b[at]! >> 1) & 7) * 2 ** 30 +
    (b[at + 1]! << 22) +
    ((b[at + 2]! >> 1) << 15) +
    (b[at + 3]! << 7) +
    (b[at + 4]! >> 1);
  const v = (value + ticks) % 2 ** 33;
  b[at] = (b[at]! & 0xf1) | ((Math.floor(v / 2 ** 30) & 7) << 1);
  b[at + 1] = (v >> 22) & 0xff;
  b[at + 2] = (((v >> 15) & 0x7f) << 1) | 1;
  b[at + 3] = (v >> 7) & 0xff;
  b[at + 4] = ((v & 0x7f) << 1) | 1;
}

/**
 * Segment `n` of a long VOD rendition: the sample's segment n mod 5 with every PES timestamp (PTS, DTS) and program
 * clock reference moved on by the loops before it. Undefined when the rendition or segment does not exist.
 */
export function longSegment(rendition: string, n: number): Buffer | undefined {
  const names = vodSegments(rendition);
  if (!names.length || !Number.isInteger(n) || n >= names.length * LONG_LOOPS) return undefined;
  return loopedSegment(rendition, n);
}

/**
 * Segment `n` of the sample looped without end (the live stream's, and the long VOD's below its end): the sample's
 * segment n mod 5 with every timestamp moved on by the loops before it (33-bit timestamps wrap, as players expect).
 */
export function loopedSegment(rendition: string, n: number): Buffer | undefined {
  const names = vodSegments(rendition);
  if (!names.length || !Number.isSafeInteger(n) || n < 0) return undefined;
  const name = names[n % names.length]!;
  const key = `${rendition}/${name}`;
  let sample = sampleCache.get(key);
  if (!sample) {
    sample = readFileSync(join(MEDIA_DIR, 'vod', rendition, name));
    sampleCache.set(key, sample);
  }
  const ticks = (Math.floor(n / names.length) * LOOP_TICKS) % 2 ** 33;
  const b = Buffer.from(sample);
  for (let i = 0; i + 188 <= b.length; i += 188) {
    if (b[i] !== 0x47) break;
    const unitStart = (b[i + 1]! & 0x40) !== 0;
    const control = (b[i + 3]! >> 4) & 3;
    let p = i + 4;
    if (control & 2) {
      const length = b[p]!;
      if (length > 0 && b[p + 1]! & 0x10) {
        // PCR: a 33-bit base (90 kHz) then 6 reserved bits and a 9-bit extension
        const at = p + 2;
        const base = b[at]! * 2 ** 25 + (b[at + 1]! << 17) + (b[at + 2]! << 9) + (b[at + 3]! << 1) + (b[at + 4]! >> 7);
        const v = (base + ticks) % 2 ** 33;
        b[at] = Math.floor(v / 2 ** 25) & 0xff;
        b[at + 1] = Math.floor(v / 2 ** 17) & 0xff;
        b[at + 2] = (v >> 9) & 0xff;
        b[at + 3] = (v >> 1) & 0xff;
        b[at + 4] = (b[at + 4]! & 0x7f) | ((v & 1) << 7);
      }
      p += 1 + length;
    }
    if (unitStart && control & 1 && b[p] === 0 && b[p + 1] === 0 && b[p + 2] === 1) {
      const flags = b[p + 7]! >> 6;
      if (flags & 2) shiftTimestamp(b, p + 9, ticks);
      if (flags === 3) shiftTimestamp(b, p + 14, ticks);
    }
  }
  return b;
}

/** A subtitle playlist of the long VOD: one WebVTT segment per loop (10 s). */
export function subtitlePlaylist(language: SubLanguage): string {
  return vodPlaylist(
    LOOP_SECONDS,
    Array.from({ length: LONG_LOOPS }, (_, k) => `${language}_${k}.vtt`),
  );
}

const clockText = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Subtitle segment `k`: a cue every 2 s saying the phase of the session and the time ("Warm-up · 00:02"), timed
 * against the video's own timestamps (X-TIMESTAMP-MAP: the video's first timestamp is the subtitles' time 0).
 */
export function subtitleSegment(language: SubLanguage, k: number): string | undefined {
  if (!Number.isInteger(k) || k < 0 || k >= LONG_LOOPS) return undefined;
  const cues: string[] = [];
  for (let t = k * LOOP_SECONDS; t < (k + 1) * LOOP_SECONDS; t += SEGMENT_SECONDS) {
    const phase = PHASES[language].filter(([from]) => t >= from * 60).at(-1)![1];
    cues.push(`${clockText(t)}.000 --> ${clockText(t + SEGMENT_SECONDS)}.000\n${phase} · ${clockText(t)}`);
  }
  return `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${FIRST_PTS},LOCAL:00:00:00.000\n\n${cues.join('\n\n')}\n`;
}

/** The long VOD's playlists, segments and subtitles; null when the path is not one of them. */
function longMedia(path: string): { type: string; body: string | Buffer | undefined | null } | null {
  if (path === 'long/master.m3u8') return { type: TYPES['.m3u8']!, body: longMaster() };
  const rendition = /^long\/(\w+)\/(?:index\.m3u8|seg_(\d+)\.ts)$/.exec(path);
  if (rendition) {
    return rendition[2] === undefined
      ? { type: TYPES['.m3u8']!, body: longPlaylist(rendition[1]!) }
      : { type: TYPES['.ts']!, body: longSegment(rendition[1]!, Number(rendition[2])) };
  }
  const subs = /^long\/subs\/(en|es)(?:\.m3u8|_(\d+)\.vtt)$/.exec(path);
  if (subs) {
    const language = subs[1] as SubLanguage;
    return subs[2] === undefined
      ? { type: TYPES['.m3u8']!, body: subtitlePlaylist(language) }
      : { type: TYPES['.vtt']!, body: subtitleSegment(language, Number(subs[2])) };
  }
  return null;
}

function notFound(res: ServerResponse) {
  res.writeHead(404, headers('application/json', 'no-store'));
  res.end(JSON.stringify({ message: 'Media not found', status: 404 }));
}

/** Serves /media/...; returns false when the URL is not a media path. Never throws. */
export function serveMedia(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (!url.pathname.startsWith('/media/')) return false;
  try {
    let path: string;
    try {
      path = decodeURIComponent(url.pathname.slice('/media/'.length));
    } catch {
      notFound(res);
      return true;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return true;
    }
    const fault = takeFault(url.pathname);
    if (fault) {
      res.writeHead(fault.status, headers('text/plain', 'no-store'));
      res.end(`injected fault ${fault.status}`);
      return true;
    }
    const liveSegment = /^live\/(\w+)\/seg_(\d+)\.ts$/.exec(path);
    if (liveSegment) {
      const body = loopedSegment(liveSegment[1]!, Number(liveSegment[2]));
      if (!body) return (notFound(res), true);
      res.writeHead(200, {
        ...headers(TYPES['.ts']!, 'public, max-age=3600'),
        'Content-Length': String(body.length),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    const live = /^live\/(?:(master)|(\w+)\/index)\.m3u8$/.exec(path);
    if (live) {
      const body = live[1] ? liveMaster() : livePlaylist(live[2]!);
      if (!body) return (notFound(res), true);
      res.writeHead(200, headers(TYPES['.m3u8']!, 'no-store'));
      res.end(body);
      return true;
    }
    const long = longMedia(path);
    if (long) {
      if (!long.body) return (notFound(res), true);
      const playlist = long.type === TYPES['.m3u8'];
      res.writeHead(200, {
        ...headers(long.type, playlist ? 'no-cache' : 'public, max-age=3600'),
        'Content-Length': String(Buffer.byteLength(long.body)),
      });
      res.end(req.method === 'HEAD' ? undefined : long.body);
      return true;
    }
    const full = normalize(join(MEDIA_DIR, path));
    if (!full.startsWith(MEDIA_DIR.endsWith(sep) ? MEDIA_DIR : MEDIA_DIR + sep) || path.includes('\0')) {
      notFound(res);
      return true;
    }
    if (!existsSync(full) || !statSync(full).isFile()) {
      notFound(res);
      return true;
    }
    const ext = full.slice(full.lastIndexOf('.'));
    res.writeHead(200, {
      ...headers(TYPES[ext] ?? 'application/octet-stream', ext === '.m3u8' ? 'no-cache' : 'public, max-age=3600'),
      'Content-Length': String(statSync(full).size),
    });
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    createReadStream(full)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  } catch {
    if (!res.headersSent) notFound(res);
    else res.destroy();
    return true;
  }
}
