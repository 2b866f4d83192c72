/**
 * Runtime configuration from the build environment (docs/deployment.md). Every third-party URL is configurable
 * so the demo and e2e tests point at the fake provider's stand-ins while production points at the real services.
 */
import type { DeviceType } from '~/domain';
import { apiBaseUrl, clean } from '~/boot/buildEnv';

declare const __DEVICE__: DeviceType;

const env = import.meta.env;

function ids(value: string | undefined, fallback: number[]): number[] {
  const v = clean(value);
  if (!v) return fallback;
  return v
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n));
}

export const appEnv = {
  /** Base URL of the provider API (the demo default is the fake provider on the page's own host, port 4010 or VITE_PROVIDER_PORT). */
  apiUrl: apiBaseUrl(env.VITE_API_URL, env.VITE_PROVIDER_PORT, location),
  /** Public IP lookup service (called with format=json). */
  ipLookupUrl: clean(env.VITE_IP_LOOKUP_URL),
  /** Connectivity check before playback. */
  pingUrl: clean(env.VITE_PING_URL),
  jitsiDomain: clean(env.VITE_JITSI_DOMAIN) ?? 'meet.jit.si',
  /** Fixed club (id or domain) for builds that serve one club; otherwise the domain or ?club= decides. */
  club: clean(env.VITE_CLUB),
  /** web or tv, from the build mode (`vite build --mode tv`). */
  device: (typeof __DEVICE__ !== 'undefined' ? __DEVICE__ : 'web') as DeviceType,
  production: env.PROD && clean(env.VITE_ENVIRONMENT) !== 'demo',
  /** Production-only club id lists (spec §2): trainers and the live TV route. */
  trainersClubIds: ids(env.VITE_TRAINERS_CLUB_IDS, [1, 25, 10, 76, 90]),
  // "51 in production, 4 elsewhere" (spec §9): a demo build (VITE_ENVIRONMENT=demo, the e2e build) is not production
  liveTvClubId: Number(
    clean(env.VITE_LIVE_TV_CLUB_ID) ?? (env.PROD && clean(env.VITE_ENVIRONMENT) !== 'demo' ? '51' : '4'),
  ),
};

/**
 * The live TV route's stream (spec §2 torole-tv; the spec names no provider call for it). Configured with
 * VITE_LIVE_TV_STREAM_URL; the demo default is the fake provider's live stream next to its API.
 */
export const liveTvStreamUrl: string =
  clean(env.VITE_LIVE_TV_STREAM_URL) ?? appEnv.apiUrl.replace(/\/api\/?$/, '') + '/media/live/master.m3u8';
