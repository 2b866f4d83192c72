/**
 * The player machine with its real actors and effects (the only place it gets `.provide(...)`): the connectivity
 * check, the hls.js media adapter, the platform's media session, the TV shell's remote commands, the member's kept
 * position and player choices (speed, subtitles), the next video, and
 * (in its reporting child) the visualization calls. Per playback (the stream, the product, the next video, the
 * <video> element) everything comes in the machine's input.
 */
import { fromCallback } from 'xstate';
import { fromPromise } from '../actors';
import { playerMachine, type RemoteEvent } from '~machines/player/playerMachine';
import type { RemoteCommandEvent } from '~machines/tv/tvShellMachine';
import { reportingMachine } from '~machines/player/reportingMachine';
import { buildReport, resumePosition } from '~machines/player/playback';
import { selectUser } from '~machines/session/session.selectors';
import { fail, ok } from '~/domain';
import { attempt, isTooManyDevices } from '~/api/attempt';
import { checkConnectivity } from '~/services/connectivity';
import { hlsMediaActor } from '~/services/hlsMedia';
import { mediaSessionActor } from '~/services/mediaSession';
import { playerPreferences } from '~/services/playerPreferences';
import { appEnv } from '../env';
import { toast, type ToastId } from '~/services/toast';
import { notifyFailure } from '~/services/notify';
import { progressKey, progressStore } from '~/services/playbackProgress';
import type { AppDeps } from '../machines';

const remoteEvents: Record<string, RemoteEvent['type']> = {
  toggle: 'user.toggle',
  play: 'user.play',
  pause: 'user.pause',
  stop: 'user.stop',
  next: 'user.next',
  forward: 'user.forward',
  rewind: 'user.rewind',
};

export function provide(deps: Pick<AppDeps, 'navigate' | 'endpoints' | 'session' | 'tvShell'>) {
  // the member's position in a main video (spec §9 progress interval; docs/spec-notes.md), per club, user, product
  const keyOf = (productId: number | null) =>
    productId === null
      ? null
      : progressKey(deps.endpoints.clubKey(), selectUser(deps.session.getSnapshot())?.id ?? null, productId);
  const progress = progressStore();
  // the toast of the player's failure now showing, if any
  let failureToast: ToastId | null = null;

  const player = playerMachine.provide({
    actors: {
      resume: fromPromise(async ({ input }) => {
        const key = keyOf(input.productId);
        return key ? resumePosition(progress.read(key)) : 0;
      }),
      ping: fromPromise(async () =>
        (await checkConnectivity(appEnv.pingUrl, deps.endpoints.clubKey())) ? ok(null) : fail('offline' as const),
      ),
      media: hlsMediaActor(),
      mediaSession: mediaSessionActor(),
      preferences: fromCallback(({ sendBack }) => {
        sendBack({ type: 'preferences.read', ...playerPreferences().read() });
      }),
      // TV: attaches to the shell, which sends the remote's player commands (OK, media keys, seek, stop) here until
      // the player goes; each one also shows the controls
      remote: fromCallback<RemoteCommandEvent>(({ sendBack, receive, self }) => {
        const shell = deps.tvShell();
        if (!shell) return;
        receive(({ command }) => {
          sendBack({ type: 'user.activity' });
          const type = remoteEvents[command];
          if (type) sendBack({ type });
        });
        shell.send({ type: 'player.attached', player: self });
        return () => shell.send({ type: 'player.detached', player: self });
      }),
      reporting: reportingMachine.provide({
        actors: {
          // the provider refuses the playback when the account plays on too many devices
          report: fromPromise(({ input }) =>
            attempt(
              'failed',
              () =>
                deps.endpoints.reportVisualization(
                  input.productId ?? 0,
                  buildReport(input.sample, input.visualizationId),
                ),
              { refused: isTooManyDevices },
            ),
          ),
        },
        actions: {
          // the player is going away: sent now, never awaited, its failure is nobody's business
          sendLast: ({ context }, { visualizationId, sample }) =>
            void deps.endpoints
              .reportVisualization(context.productId ?? 0, buildReport(sample, visualizationId))
              .catch(() => {}),
        },
      }),
    },
    actions: {
      // spec §8: errors appear as toasts; the player hears when this one closes (its panel then says the message)
      notifyFailure: ({ self }, { message }) => {
        const closed = () => {
          if (failureToast !== id) return;
          failureToast = null;
          if (self.getSnapshot().status === 'active') self.send({ type: 'notice.closed' });
        };
        const id: ToastId = notifyFailure({ message }, { onAutoClose: closed, onDismiss: closed });
        failureToast = id;
      },
      dismissFailure: () => {
        if (failureToast !== null) toast.dismiss(failureToast);
        failureToast = null;
      },
      // the next related product replaces this one: Back still leaves to the page the player was opened from
      playNext: ({ context }) => {
        if (context.next !== null)
          deps.navigate({ to: '/product/$productId/play', params: { productId: String(context.next) }, replace: true });
      },
      rememberSpeed: (_, { speed }) => playerPreferences().keep({ speed }),
      rememberSubtitles: (_, { language }) => playerPreferences().keep({ subtitles: language }),
      keepProgress: ({ context }, { position, duration }) => {
        const key = keyOf(context.productId);
        if (key) progress.keep(key, { playtime: position, duration });
      },
      forgetProgress: ({ context }) => {
        const key = keyOf(context.productId);
        if (key) progress.forget(key);
      },
    },
  });
  return { player };
}
