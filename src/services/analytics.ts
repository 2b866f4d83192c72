/**
 * Analytics are loaded only when the club has a measurement id, and only once cookies are accepted (spec §1, §4).
 * Until consent, the id is remembered; `consentGiven()` (called by the cookie consent flow) loads it then.
 */
let pendingId: string | null = null;
let loaded = false;

function load(measurementId: string) {
  if (loaded || typeof document === 'undefined') return;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId);
}

export function initAnalytics(measurementId: string, acceptedCookies: () => boolean) {
  pendingId = measurementId;
  if (acceptedCookies()) load(measurementId);
}

export function consentGiven() {
  if (pendingId) load(pendingId);
}

export function analyticsLoaded() {
  return loaded;
}
