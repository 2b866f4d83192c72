/**
 * Pure helpers of the player and playback reporting (spec §3 Visualization report, §4 Product and playback, §7
 * visualizations, §9 player constants). No platform code: the machines and the app share them.
 */
import type { VisualizationReport } from '~/domain';

/** spec §9: the player seeks 10 s forward or back. */
export const SEEK_SECONDS = 10;
/**
 * spec §9 "Player progress interval 5 s", read as: every 5 s of playback the player keeps the member's position in
 * the main video (on this device), so that opening it again resumes there (docs/spec-notes.md).
 */
export const PROGRESS_INTERVAL_MS = 5000;
/** Past this share of the video a kept position is not resumed: the member watched it, it starts over. */
export const RESUME_UNTIL_RATIO = 0.95;
/** spec §9: controls hide 2.5 s after the last mouse move. */
export const CONTROLS_HIDE_MS = 2500;
/** spec §9: playback report interval 10000 ms, each report sent after 0.5 s. */
export const REPORT_INTERVAL_MS = 10_000;
export const REPORT_SEND_DELAY_MS = 500;
/** hls.js fatal errors: media errors are recovered this many times, network errors retried this many times. */
export const MAX_MEDIA_RECOVERIES = 2;
export const MAX_NETWORK_RETRIES = 2;
/** Wait between two network retries. */
export const NETWORK_RETRY_MS = 1000;
/**
 * Loading, buffering or recovering longer than this counts as a network error: hls.js gives up silently on some
 * failures (segments answering 404 on every rendition stop loading without a fatal error).
 */
export const STALL_TIMEOUT_MS = 10_000;
/** After the media ends, how long the player waits for the last report before going back anyway. */
export const LEAVE_TIMEOUT_MS = 2000;

/** The media position a report describes, in seconds. */
export interface PlaybackSample {
  duration: number;
  playtime: number;
}

const finite = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** 0..100, rounded to 2 decimals (spec §7); 0 while the duration is unknown. */
export function completionPercentage(sample: PlaybackSample): number {
  const duration = finite(sample.duration);
  if (duration === 0) return 0;
  const pct = Math.min(100, (finite(sample.playtime) / duration) * 100);
  return Math.round(pct * 100) / 100;
}

/** The body of one playback report: duration, playtime, completion and the visualization id kept so far. */
export function buildReport(sample: PlaybackSample, visualizationId: number | null): VisualizationReport {
  return {
    duration: finite(sample.duration),
    playtime: finite(sample.playtime),
    completionPercentage: completionPercentage(sample),
    visualizationId,
  };
}

/** Where a main video starts: at the kept position, unless there is none or it was (almost) watched to the end. */
export function resumePosition(kept: PlaybackSample | null): number {
  if (!kept) return 0;
  const duration = finite(kept.duration);
  const playtime = finite(kept.playtime);
  if (duration === 0 || playtime === 0 || playtime >= duration * RESUME_UNTIL_RATIO) return 0;
  return playtime;
}

/**
 * A live event on air (spec §4 "current event when now is between start and end"): its video plays as live (a live
 * indicator, no seek bar or countdown), whatever its stream's playlist says. Not before the start nor after the end.
 */
export function isOnAir(schedule: { start: string; end: string } | null, now: number): boolean {
  if (!schedule) return false;
  const start = Date.parse(schedule.start);
  const end = Date.parse(schedule.end);
  return Number.isFinite(start) && Number.isFinite(end) && start <= now && now <= end;
}

/** The stream URL, with `disableSsl=true` when the connectivity check failed (spec §4 Media player). */
export function streamUrl(src: string, disableSsl: boolean): string {
  if (!disableSsl) return src;
  const hashAt = src.indexOf('#');
  const base = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  if (/[?&]disableSsl=/.test(base)) return base.replace(/([?&]disableSsl=)[^&]*/, '$1true') + hash;
  return `${base}${base.includes('?') ? '&' : '?'}disableSsl=true${hash}`;
}

/** "1:05", "1:02:03" (negative and unknown times show as 0:00). */
export function formatTime(seconds: number): string {
  const total = Math.floor(finite(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
