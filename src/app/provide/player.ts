/**
 * The player, control-bar and playback reporting machines with their real actors and effects (the only place they
 * get `.provide(...)`): the connectivity check, the hls.js media adapter, going back, and the visualization calls.
 */
import { fromPromise } from 'xstate';
import { playerMachine, type ReportKind } from '../../../machines/player/playerMachine';
import { reportingMachine } from '../../../machines/player/reportingMachine';
import { buildReport, type PlaybackSample } from '../../../machines/player/playback';
import { fail, ok } from '../../domain';
import type { Endpoints } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { checkConnectivity } from '../../services/connectivity';
import { hlsMediaActor } from '../../services/hlsMedia';

export interface PlayerDeps {
  getVideo(): HTMLVideoElement | null;
  pingUrl: string | null;
  clubKey(): string;
  /** Back one page (history), or a fallback path when the player was the first page. */
  goBack(): void;
  /** A playback fact for the reporting actor (main video only). */
  report(kind: ReportKind): void;
  /** Plays the next video (the next related product), replacing this one in the history. */
  playNext(): void;
  /** Keeps or forgets the member's position in the main video. */
  keepProgress(sample: PlaybackSample): void;
  forgetProgress(): void;
}

export function providePlayer(deps: PlayerDeps) {
  return playerMachine.provide({
    actors: {
      ping: fromPromise(async () =>
        (await checkConnectivity(deps.pingUrl, deps.clubKey())) ? ok(null) : fail('offline' as const),
      ),
      media: hlsMediaActor(deps.getVideo),
    },
    actions: {
      report: (_, { kind }) => deps.report(kind),
      goBack: () => deps.goBack(),
      playNext: () => deps.playNext(),
      keepProgress: (_, { position, duration }) => deps.keepProgress({ playtime: position, duration }),
      forgetProgress: () => deps.forgetProgress(),
    },
  });
}

/** The provider refuses a playback when the account plays on too many devices (spec §8 Playback). */
export function isTooManyDevices(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.code === 'TOO_MANY_DEVICES');
}

export interface ReportingDeps {
  endpoints: Pick<Endpoints, 'reportVisualization'>;
  /** The media position at send time. */
  sample(): PlaybackSample;
  refused(): void;
  flushed(): void;
}

export function provideReporting(deps: ReportingDeps) {
  return reportingMachine.provide({
    actors: {
      report: fromPromise(async ({ input }) => {
        try {
          const result = await deps.endpoints.reportVisualization(
            input.productId,
            buildReport(deps.sample(), input.visualizationId),
          );
          return ok(result);
        } catch (error) {
          return isTooManyDevices(error) ? fail('refused' as const) : fail('failed' as const);
        }
      }),
    },
    actions: {
      refused: () => deps.refused(),
      flushed: () => deps.flushed(),
      // the player is going away: sent now, never awaited, its failure is nobody's business
      sendLast: ({ context }, { visualizationId }) =>
        void deps.endpoints
          .reportVisualization(context.productId, buildReport(deps.sample(), visualizationId))
          .catch(() => {}),
    },
  });
}
