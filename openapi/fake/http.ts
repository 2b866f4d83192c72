// Small HTTP helpers of the fake provider (no framework).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_REQUEST',
  ) {
    super(message);
  }
}

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '*';
  const h: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language, X-Client-IP, X-Forwarded-For',
    'Access-Control-Max-Age': '600',
  };
  if (origin !== '*') {
    h['Access-Control-Allow-Credentials'] = 'true';
    h.Vary = 'Origin';
  }
  return h;
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const headers: Record<string, string> = { ...corsHeaders(req), 'Cache-Control': 'no-store' };
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const json = { ...headers, 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding' };
  if (acceptsGzip(req) && text.length >= GZIP_MIN_LENGTH) {
    const packed = gzipSync(text);
    res.writeHead(status, { ...json, 'Content-Encoding': 'gzip', 'Content-Length': String(packed.length) });
    res.end(packed);
    return;
  }
  res.writeHead(status, { ...json, 'Content-Length': String(Buffer.byteLength(text)) });
  res.end(text);
}

/**
 * JSON bodies from 1 KB are sent gzipped to clients that accept it, as a production API server or CDN sends them
 * (the home's rows are 27 to 38 KB of JSON, 2 to 3 KB gzipped): the fake should cost the app on the wire what a real
 * provider would, no more (the bench's measurements go through it).
 */
const GZIP_MIN_LENGTH = 1024;

function acceptsGzip(req: IncomingMessage): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/.test(accept);
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    ...corsHeaders(req),
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(new HttpError(413, 'Request body too large', 'PAYLOAD_TOO_LARGE'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => {
      if (!failed) reject(e);
    });
  });
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body', 'BAD_REQUEST');
  }
}

/** Parses the request target safely (never throws). */
export function parseUrl(raw: string | undefined): URL {
  const target = raw ?? '/';
  try {
    if (target.startsWith('/')) return new URL(`http://fake.local${target.replace(/^\/+/, '/')}`);
    return new URL(target);
  } catch {
    return new URL('http://fake.local/');
  }
}

export function queryObject(url: URL): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [k, v] of url.searchParams) q[k] = v;
  return q;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
