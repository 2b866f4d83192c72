/**
 * The connectivity check before playback (spec §4 Media player): a GET to the ping service. Any answer in the 2xx
 * range is a pass; an error status, a network failure or no answer within the timeout is a fail. Without a ping
 * service configured the check passes. The club key goes along as `club` (the fake provider scopes test faults by it).
 */
export const PING_TIMEOUT_MS = 4000;

export async function checkConnectivity(
  pingUrl: string | null,
  clubKey: string,
  fetchFn: typeof fetch = fetch,
  timeoutMs = PING_TIMEOUT_MS,
): Promise<boolean> {
  if (!pingUrl) return true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const url = new URL(pingUrl, window.location.href);
    url.searchParams.set('club', clubKey);
    url.searchParams.set('t', String(Date.now()));
    const res = await fetchFn(url.toString(), { cache: 'no-store', signal: controller.signal });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
