/**
 * The build's preload map: for each route with a split component (`route:<route id>`) and each flow
 * (`flow:<name>`), the chunks it needs beyond the first load. scripts/bootPlugin.ts emits it as a JSON asset in place
 * of the preload lists Vite would write into the entry chunk (1.3 KB gzip of hashed file names the first screen never
 * uses). A navigation asks for its routes' and flows' chunks at once (`<link rel="modulepreload">`) instead of one
 * import level after another: the root route's `beforeLoad` names the matched routes (on a hover's preload too) and
 * `machines.load` the flow.
 *
 * On the home the map is fetched after the first screen; on any other address the boot script fetched it with the
 * page's first calls (src/boot/clubBoot.ts), since that page's chunks need it at once. Keys asked for before it has
 * arrived are preloaded when it does. Without it (the dev server, a failed fetch) imports load as they always do.
 */
export type PreloadMap = Readonly<Record<string, readonly string[]>>;

/** When the home fetches the map: after its first screen, before a member is likely to move on. */
export const PRELOAD_MAP_AFTER_MS = 1000;

export interface ChunkPreloads {
  /** Starts reading the map: the boot's fetch when it made one, else a fetch of `url` after `after` ms. */
  load(source: { url: string; map: Promise<unknown> | null } | null | undefined, after?: number): void;
  /** Preloads what `key` needs (`route:<id>`, `flow:<name>`), each chunk once. */
  preload(key: string): void;
}

export function routeChunksKey(routeId: string): string {
  return `route:${routeId}`;
}

export function flowChunksKey(flow: string): string {
  return `flow:${flow}`;
}

/** The map as read: an object of lists of same-origin paths; anything else is ignored. */
function asPreloadMap(value: unknown): PreloadMap | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const map: Record<string, string[]> = {};
  for (const [key, files] of Object.entries(value)) {
    if (Array.isArray(files)) map[key] = files.filter((f): f is string => typeof f === 'string' && f.startsWith('/'));
  }
  return map;
}

export function createChunkPreloads(doc: Document, fetchFn: typeof fetch = (...args) => fetch(...args)): ChunkPreloads {
  let map: PreloadMap | null = null;
  let arriving: Promise<PreloadMap | null> | null = null;
  const linked = new Set<string>();
  const link = (key: string) => {
    for (const href of map?.[key] ?? []) {
      if (linked.has(href)) continue;
      linked.add(href);
      const preload = doc.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      doc.head.appendChild(preload);
    }
  };
  return {
    load(source, after = PRELOAD_MAP_AFTER_MS) {
      if (!source || arriving) return;
      const read = (value: unknown) => (map = asPreloadMap(value));
      arriving = (
        source.map ??
        new Promise((resolve) => setTimeout(resolve, after)).then(() =>
          fetchFn(source.url).then((r) => (r.ok ? r.json() : null)),
        )
      ).then(read, () => null);
    },
    preload(key) {
      if (map) link(key);
      else void arriving?.then(() => link(key));
    },
  };
}

/** The app's one instance: main.tsx starts the map, the root route and `machines.load` ask for keys. */
export const chunkPreloads: ChunkPreloads = createChunkPreloads(globalThis.document);
