/**
 * Stale chunks after a deploy: an open tab asks for a route chunk (or message catalogue) whose hash no
 * longer exists. Vite announces it with `vite:preloadError`: the page reloads once to get the new build. A flag in
 * the guarded sessionStorage makes it once: while it is set a failure is left to the router's error component
 * (Try again, Home), and it is cleared only once a page has been shown at least a minute after the reload, so a chunk
 * that is really missing cannot make the page reload in a loop: a page that loads a chunk of its own after it is
 * shown (a news item's detail) would otherwise clear the flag, fail and reload again, every few seconds.
 */
import { appStorage } from '~/services/storage';

export const RELOADED_FOR_CHUNK_KEY = 'club.reloadedForChunk';
/** How long after a reload for a chunk a shown page keeps the flag (the page's own later chunks fail meanwhile). */
export const RELOAD_GUARD_MS = 60_000;

/** A failed dynamic import (Chromium, Firefox, Safari wordings). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    message,
  );
}

export function installStaleChunkReload(win: Window, reload: () => void = () => win.location.reload()) {
  win.addEventListener('vite:preloadError', (event) => {
    const storage = appStorage('session');
    // offline, a reload would only show the browser's own offline page: the error component says so instead
    // without real storage the flag would not survive the reload: never reload then
    if (!storage.persistent || storage.getItem(RELOADED_FOR_CHUNK_KEY) !== null || !win.navigator.onLine) return;
    storage.setItem(RELOADED_FOR_CHUNK_KEY, String(Date.now()));
    event.preventDefault();
    reload();
  });
}

/** A page was shown: a later stale chunk may reload again, once the last reload is a minute old. */
export function pageShown(now = Date.now()) {
  const storage = appStorage('session');
  const reloadedAt = Number(storage.getItem(RELOADED_FOR_CHUNK_KEY));
  if (Number.isFinite(reloadedAt) && now - reloadedAt < RELOAD_GUARD_MS) return;
  storage.removeItem(RELOADED_FOR_CHUNK_KEY);
}
