/**
 * Pure rules of the player's settings: the playback speeds on offer, the speed keys' steps, the subtitles toggle, and
 * the quality list (Auto plus each rendition by height, tallest first). No platform code: the machine, its selectors
 * and the app share them.
 */

/** The playback speeds on offer (not for live streams, which play at 1). */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const NORMAL_SPEED = 1;

/** A speed the player offers, or the normal one (a stored value that is not on offer is not used). */
export function validSpeed(rate: unknown): number {
  return typeof rate === 'number' && (SPEEDS as readonly number[]).includes(rate) ? rate : NORMAL_SPEED;
}

/** The next speed on offer up (`step` 1) or down (-1) from `rate`, staying at the ends. */
export function stepSpeed(rate: number, step: 1 | -1): number {
  const speeds = SPEEDS as readonly number[];
  const at = speeds.indexOf(validSpeed(rate));
  return speeds[Math.min(speeds.length - 1, Math.max(0, at + step))]!;
}

/**
 * What the subtitles key does: subtitles showing go off; off (or in a language the stream lacks), they come back in the member's last language when the
 * stream has it, else in the stream's first language; a stream without subtitles has nothing to toggle (null).
 */
export function toggledSubtitles(
  current: string | null,
  last: string | null,
  languages: readonly string[],
): string | null | undefined {
  if (languages.length === 0) return undefined;
  if (current !== null && languages.includes(current)) return null;
  return last !== null && languages.includes(last) ? last : languages[0]!;
}

/** One quality choice: an hls.js level index (-1: Auto, adaptive) and the rendition's height (0 for Auto). */
export interface QualityOption {
  level: number;
  height: number;
}

/** Auto first, then each rendition by height, tallest first (renditions of the same height once, the first one). */
export function qualityOptions(heights: readonly number[]): QualityOption[] {
  const seen = new Set<number>();
  const options = heights
    .map((height, level) => ({ level, height }))
    .filter((o) => o.height > 0 && !seen.has(o.height) && seen.add(o.height))
    .sort((a, b) => b.height - a.height);
  return [{ level: -1, height: 0 }, ...options];
}
