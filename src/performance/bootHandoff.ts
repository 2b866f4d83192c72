/**
 * The app's side of the boot prefetch (src/boot/clubBoot.ts, inlined in index.html): the provider
 * client's fetch first asks `window.__clubBoot` for a response to the very same GET (URL and the headers the boot
 * sent); when there is one, that response is used (once) instead of a new call, so the club configuration, the
 * home's rows and slides (and a product, category or the news list) that the boot started while the bundle was still
 * downloading land in the session and the Query cache. Anything else goes to the network as before.
 */
export interface BootPrefetch {
  take(url: string, header: (name: string) => string | null): Promise<Response> | null;
  /** The build's preload map (src/performance/preloadMap.ts): its URL, and off the home the boot's fetch of it. */
  preloadMap?: { url: string; map: Promise<unknown> | null } | null;
}

declare global {
  interface Window {
    __clubBoot?: BootPrefetch;
    /**
     * Runs the boot now unless it has run (index.html's async module runs it in a task of its own); the app's start
     * leaves a no-op here, so that a module evaluated after the app's start leaves the calls to the app.
     */
    __clubBootRun?: () => void;
  }
}

export function withBootPrefetch(fetchFn: typeof fetch, boot: () => BootPrefetch | undefined): typeof fetch {
  return (input, init) => {
    const prefetch = boot();
    if (prefetch) {
      const request = input instanceof Request ? input : null;
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      if (method === 'GET') {
        const url = request ? request.url : String(input);
        const headers = new Headers(init?.headers ?? request?.headers);
        const taken = prefetch.take(url, (name) => headers.get(name));
        if (taken) return taken;
      }
    }
    return fetchFn(input, init);
  };
}
