/**
 * Web builds resolve `./TvBack` to this module (vite.config.ts): the TV back key does not exist on the web, and
 * resolving away the import (rather than only not rendering it) keeps the TV machine and its dialog out of the web
 * entry chunk.
 */
export function TvBack() {
  return null;
}
