/**
 * The `media` actor of the player machine: a thin adapter between the machine and a <video> element driven by
 * hls.js (docs/architecture.md: platform code lives in actors provided by the app). hls.js is imported dynamically here, so
 * it only loads on the play routes (docs/performance.md).
 *
 * - It loads `src` into the input's <video> element and plays automatically, from `startAt` seconds when given (a kept position); when the browser refuses autoplay with sound it retries muted, and when
 *   that is refused too it reports `player.paused` so the user can start playback.
 * - Media element events become `player.*` events; `media.*` commands act on the element or on hls.js. A live stream
 *   (a playlist without an end, or an endless duration natively) is reported once as `player.live`.
 * - Fatal hls.js errors are reported by kind (media, network, other); the machine decides (recoverMediaError, retry,
 *   or the error message). Non-fatal errors are hls.js's own business.
 * - Settings: the renditions (`player.levels`, each level's height) and the one playing (`player.level`), the
 *   subtitle tracks by language (`player.subtitleTracks`); `media.level` fixes an hls.js level (-1: adaptive),
 *   `media.rate` sets the speed, `media.subtitles` shows one language's track as the element's native text track.
 *   This needs hls.js's full build (the light one has no subtitles).
 * - Picture in picture: `media.pip` floats the video or brings it back; the element's enter/leave events are reported.
 * - Stopping the actor destroys hls.js and empties the element; except while the video floats in picture in picture
 *   (the member left the player page with it floating): then it plays on until its window closes, or until another
 *   playback starts, and only then is hls.js destroyed and the element removed.
 */
import { fromCallback } from 'xstate';
import type Hls from 'hls.js';
import type { MediaCommand, MediaEvent, MediaInput } from '~machines/player/playerMachine';

/** Only types come from hls.js statically; the library itself is imported on demand. */
type HlsModule = { default: typeof Hls };
type HlsInstance = Hls;

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** The playback left floating in picture in picture, if any: ends it (closes its window, frees hls.js). */
let floating: (() => void) | null = null;

/** Another playback starts: the one left floating ends (one video plays at a time). */
export function endFloating(): void {
  floating?.();
}

export function hlsMediaActor(loadHls: () => Promise<HlsModule> = () => import('hls.js')) {
  return fromCallback<MediaCommand, MediaInput>(({ input, sendBack, receive }) => {
    const send = (event: MediaEvent) => sendBack(event);
    const video = input.video?.() ?? null;
    let hls: HlsInstance | null = null;
    let disposed = false;
    let recoveries = 0;
    let live = false;
    const reportLive = () => {
      if (live || disposed) return;
      live = true;
      send({ type: 'player.live' });
    };
    const startAt = input.live ? 0 : (input.startAt ?? 0);
    endFloating();
    if (!video) {
      send({ type: 'player.error', kind: 'other' });
      return () => {};
    }

    const play = () => {
      video.play().catch((error: unknown) => {
        if (disposed) return;
        if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
          // autoplay with sound refused: muted autoplay is allowed almost everywhere
          video.muted = true;
          video.play().catch(() => !disposed && send({ type: 'player.paused' }));
        } else if (error instanceof DOMException && error.name === 'AbortError') {
          // interrupted by a new load (hls.js attaching its media source): try again once data can play
          video.addEventListener('canplay', play, { once: true });
        } else {
          send({ type: 'player.paused' });
        }
      });
    };
    const time = () =>
      send({
        type: 'player.time',
        position: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
      });
    const listeners: Array<[string, () => void]> = [
      ['playing', () => send({ type: 'player.playing' })],
      ['pause', () => !video.ended && send({ type: 'player.paused' })],
      ['waiting', () => send({ type: 'player.waiting' })],
      ['ended', () => send({ type: 'player.ended' })],
      ['timeupdate', time],
      ['durationchange', time],
      // native playback (no hls.js): a live stream has no end
      ['loadedmetadata', () => !hls && video.duration === Number.POSITIVE_INFINITY && reportLive()],
      ['volumechange', () => send({ type: 'player.volume', muted: video.muted, volume: video.volume })],
      ['enterpictureinpicture', () => send({ type: 'player.enterpictureinpicture' })],
      ['leavepictureinpicture', () => send({ type: 'player.leavepictureinpicture' })],
      // native playback (no hls.js): the element's own errors
      ['error', () => !hls && send({ type: 'player.error', kind: video.error?.code === 2 ? 'network' : 'media' })],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    // plays as soon as it can (the play() below can be interrupted while hls.js attaches its media source)
    video.autoplay = true;
    // the member's speed (a new source starts at the default rate)
    const rate = input.live ? 1 : (input.speed ?? 1);
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
    // native playback: the element's own text tracks
    const nativeSubtitles = (language: string | null) => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
        track.mode = language !== null && track.language === language ? 'showing' : 'disabled';
      }
    };

    loadHls()
      .then(({ default: Hls }) => {
        if (disposed) return;
        if (Hls.isSupported()) {
          const instance = new Hls({
            enableWorker: true,
            lowLatencyMode: false,
            backBufferLength: 30,
            // a kept position: hls.js loads from there instead of from the start
            ...(startAt > 0 ? { startPosition: startAt } : {}),
            // live: start 2 segments from the edge and jump back to it when playback falls 3 segments behind (short
            // live windows otherwise slide past a stalled playhead and playback never resumes)
            ...(input.live ? { liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 3 } : {}),
          });
          hls = instance;
          instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
            send({ type: 'player.levels', heights: data.levels.map((level) => level.height || 0) });
            play();
          });
          instance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => send({ type: 'player.level', level: data.level }));
          instance.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, (_event, data) =>
            send({
              type: 'player.subtitleTracks',
              languages: data.subtitleTracks.map((track) => track.lang || track.name),
            }),
          );
          instance.on(Hls.Events.LEVEL_LOADED, (_event, data) => {
            if (data.details.live) reportLive();
          });
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal || disposed) return;
            const kind =
              data.type === Hls.ErrorTypes.MEDIA_ERROR
                ? 'media'
                : data.type === Hls.ErrorTypes.NETWORK_ERROR
                  ? 'network'
                  : 'other';
            send({ type: 'player.error', kind });
          });
          instance.attachMedia(video);
          instance.loadSource(input.src);
        } else if (video.canPlayType(HLS_MIME)) {
          if (startAt > 0) video.addEventListener('loadedmetadata', () => seek(video, startAt), { once: true });
          video.src = input.src;
          play();
        } else {
          send({ type: 'player.error', kind: 'media' });
        }
      })
      // the hls.js chunk could not be loaded (offline)
      .catch(() => !disposed && send({ type: 'player.error', kind: 'network' }));

    receive((command) => {
      switch (command.type) {
        case 'media.play':
          play();
          break;
        case 'media.pause':
          video.pause();
          break;
        case 'media.seekBy':
          seek(video, video.currentTime + command.seconds);
          break;
        case 'media.seekTo':
          seek(video, command.time);
          break;
        case 'media.mute':
          video.muted = command.muted;
          if (!command.muted && video.volume === 0) video.volume = 1;
          break;
        case 'media.volume':
          video.volume = Math.min(1, Math.max(0, command.volume));
          video.muted = command.volume === 0;
          break;
        case 'media.recover':
          if (hls) {
            // hls.js's advice: a second media error in a row may be a codec mismatch
            if (recoveries > 0) hls.swapAudioCodec();
            recoveries += 1;
            hls.recoverMediaError();
            play();
          } else {
            video.load();
            play();
          }
          break;
        case 'media.level':
          if (!hls) break;
          // a rendition fixed, or back to adaptive (the switch happens at once either way)
          if (command.level >= 0) hls.currentLevel = command.level;
          else if (!hls.autoLevelEnabled) hls.currentLevel = -1;
          break;
        case 'media.rate':
          video.defaultPlaybackRate = command.rate;
          video.playbackRate = command.rate;
          break;
        case 'media.subtitles':
          if (hls) {
            const instance = hls;
            const language = command.language;
            // after hls.js's own handling of the tracks it just announced (it picks its default track there)
            void Promise.resolve().then(() => {
              if (disposed) return;
              const index = instance.subtitleTracks.findIndex((t) => (t.lang || t.name) === language);
              instance.subtitleDisplay = index !== -1;
              instance.subtitleTrack = index;
            });
          } else {
            nativeSubtitles(command.language);
          }
          break;
        case 'media.pip':
          if (command.on && document.pictureInPictureEnabled && document.pictureInPictureElement !== video) {
            video.requestPictureInPicture().catch(() => {});
          } else if (!command.on && document.pictureInPictureElement === video) {
            document.exitPictureInPicture().catch(() => {});
          }
          break;
        case 'media.retry':
          if (hls) {
            hls.stopLoad();
            hls.loadSource(input.src);
            hls.startLoad();
          } else {
            video.load();
            play();
          }
          break;
      }
    });

    const release = () => {
      hls?.destroy();
      hls = null;
      video.removeAttribute('src');
      video.load();
    };
    return () => {
      disposed = true;
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      video.removeEventListener('canplay', play);
      if (document.pictureInPictureElement === video && !video.ended) {
        // floating: it plays on in its window until that closes
        const end = () => {
          video.removeEventListener('leavepictureinpicture', end);
          if (floating === end) floating = null;
          release();
          if (!video.isConnected || video.closest('[data-floating-video]')) video.remove();
          if (document.pictureInPictureElement === video) document.exitPictureInPicture().catch(() => {});
        };
        floating = end;
        video.addEventListener('leavepictureinpicture', end);
        return;
      }
      release();
    };
  });
}

/** Seeks within what can be played: [0, duration] for a video, the seekable window for a live stream. */
function seek(video: HTMLVideoElement, to: number) {
  const seekable = video.seekable;
  let min = 0;
  let max = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
  if (seekable.length > 0) {
    min = seekable.start(0);
    max = Math.min(max, seekable.end(seekable.length - 1));
  }
  if (!Number.isFinite(max)) return;
  video.currentTime = Math.min(Math.max(to, min), Math.max(min, max - 0.1));
}
