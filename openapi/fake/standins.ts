/** Serves the browser stand-ins for the third parties (fake Stripe.js and Jitsi external API) under /standins. */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

const FILES: Record<string, string> = {
  '/standins/stripe.js': fileURLToPath(new URL('./standins/stripe.js', import.meta.url)),
  '/standins/jitsi.js': fileURLToPath(new URL('./standins/jitsi.js', import.meta.url)),
};

export function serveStandins(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const file = FILES[url.pathname];
  if (!file) return false;
  try {
    const body = readFileSync(file);
    res.writeHead(200, {
      'Content-Type': 'application/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify({ message: 'Stand-in not found', status: 404 }));
  }
  return true;
}
