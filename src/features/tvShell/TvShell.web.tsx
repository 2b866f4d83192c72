/**
 * Web builds resolve `./TvShell` to this module (vite.config.ts): there is no remote on the web, and resolving away
 * the import (rather than only not rendering it) keeps the TV shell, its focus engine and its dialog out of the web
 * entry chunk.
 */
export function TvShell() {
  return null;
}
