/**
 * Serves the committed HLS sample under /media (VOD and trailer), a live variant built at request time as a
 * sliding window over the VOD segments, and fault hooks so e2e tests can make segments fail.
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
  // a discontinuity tag sits before each loop of the VOD segments; those before `first` slid out of the window,
  // and RFC 8216 wants them counted in EXT-X-DISCONTINUITY-SEQUENCE
  const discontinuitySequence = first === 0 ? 0 : Math.floor((first - 1) / segments.length);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
  ];
  for (let n = first; n <= newest; n++) {
    if (n > 0 && n % segments.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(6)},`, `/media/vod/${rendition}/${segments[n % segments.length]!}`);
  }
  return `${lines.join('\n')}\n`;
}

function liveMaster(): string | null {
  const master = join(MEDIA_DIR, 'vod', 'master.m3u8');
  if (!existsSync(master)) return null;
  return readFileSync(master, 'utf8').replace(/^(\w+)\/index\.m3u8$/gm, '$1/index.m3u8');
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
    const live = /^live\/(?:(master)|(\w+)\/index)\.m3u8$/.exec(path);
    if (live) {
      const body = live[1] ? liveMaster() : livePlaylist(live[2]!);
      if (!body) return (notFound(res), true);
      res.writeHead(200, headers(TYPES['.m3u8']!, 'no-store'));
      res.end(body);
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
