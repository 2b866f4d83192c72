/**
 * Starts loading hls.js while the item loads, so the player does not wait for it (loaded on the play routes only).
 * The player's full build: its subtitles need it (the banner and the trailer use the light one).
 */
export function preloadHls(): void {
  void import('hls.js').catch(() => {});
}
