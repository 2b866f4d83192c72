/**
 * The demo's third-party stand-ins (openapi/fake/README.md): with VITE_STANDINS_URL set (the demo and the tests), the fake
 * provider's Stripe.js and Jitsi scripts define `window.Stripe` and `window.JitsiMeetExternalAPI`, so the real
 * integrations (`loadStripe`, the Jitsi SDK) reuse them instead of downloading the real scripts. They are loaded here
 * by the screens that need them (payments, the video-call room), once, never as render-blocking tags in index.html
 *. Without VITE_STANDINS_URL (production) nothing is loaded.
 */
export type Standin = 'stripe.js' | 'jitsi.js';

const loading = new Map<Standin, Promise<void>>();

function standinsUrl(): string | null {
  const url = (import.meta.env.VITE_STANDINS_URL as string | undefined)?.trim();
  return url ? url.replace(/\/$/, '') : null;
}

/**
 * Loads a stand-in script (resolves when it ran; also when it failed, so the real integration reports its own
 * "unavailable" error as it would in production). Resolves at once when no stand-ins are configured.
 */
export function loadStandin(
  file: Standin,
  doc: Document = document,
  base: string | null = standinsUrl(),
): Promise<void> {
  if (!base) return Promise.resolve();
  const cached = loading.get(file);
  if (cached) return cached;
  const promise = new Promise<void>((resolve) => {
    const script = doc.createElement('script');
    script.src = `${base}/${file}`;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading.delete(file);
        resolve();
      },
      { once: true },
    );
    doc.head.appendChild(script);
  });
  loading.set(file, promise);
  return promise;
}
