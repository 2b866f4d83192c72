/**
 * The full-screen player (docs/ui.md Player): black stage, a top bar with back and the title, a big centred play button
 * while paused, a spinner while loading or buffering, and a bottom control bar (play/pause, -10/+10 s, mute and
 * volume, elapsed and remaining time on a scrubber that works by click, drag and keys, fullscreen; a live indicator
 * for live streams) that hides 2.5 s after the last mouse move while playing. The time shows once, around the
 * scrubber; picture in picture where the browser offers it, and the settings menu (quality, speed, subtitles). The
 * shortcuts' help opens on `?`. Keyboard (or remote) focus on a control keeps the bars shown; focus on the stage itself (the TV remote's
 * place while watching) lets them hide. A click on the video toggles playback; a touch tap on it only shows or hides
 * the controls (pausing is the play/pause button's job), and the touch's emulated mouse events are not activity.
 * Failures show a panel with retry and back: the message itself is the toast's, and the panel says it while no toast
 * shows it, and always in full screen, where the page's toasts cannot be seen. Pure: everything comes from `vm` and
 * goes out through `on`.
 */
import {
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Spinner } from '~/components/Spinner';
import { formatTime } from '~machines/player/playback';
import type { PlayerOn, PlayerVm } from './usePlayer';
import {
  BackIcon,
  ExitFullscreenIcon,
  ForwardIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PipIcon,
  PlayIcon,
  RewindIcon,
  SettingsIcon,
  VolumeIcon,
} from './icons';
import { PlayerHelp, PlayerSettings } from './PlayerSettings';
import './player.css';
import { tvRegion } from '~/components/tvRegion';

export interface PlayerViewProps {
  vm: PlayerVm;
  on: PlayerOn;
  videoRef: RefObject<HTMLVideoElement | null>;
  stageRef: RefObject<HTMLDivElement | null>;
}

/**
 * Focus that came from the keyboard or the remote (not a click): `:focus-visible`, or on engines without it (Chrome
 * before 86, where `matches(':focus-visible')` throws) any focus not just after a pointer press.
 */
function keyboardFocus(el: Element, lastPointerAt: number): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return Date.now() - lastPointerAt > 500;
  }
}

/** Engines without pointer events (old TV browsers) report the mouse through mouse events only. */
const hasPointerEvents = typeof window !== 'undefined' && 'PointerEvent' in window;

/** The pointer a click came from: the click's own (a PointerEvent in current engines), else the last press's. */
function clickPointer(e: ReactMouseEvent, lastPress: string): string {
  const type = (e.nativeEvent as Partial<PointerEvent>).pointerType;
  return type || lastPress;
}

export function PlayerView({ vm, on, videoRef, stageRef }: PlayerViewProps) {
  const { t, i18n } = useLingui();
  const lastPointerAt = useRef(0);
  const lastPointerType = useRef('mouse');
  const failed = vm.error !== null;
  // the message shows in the player unless a toast shows it (the page's toasts are not seen in full screen)
  const errorText = failed && (vm.fullscreen || !vm.errorToasted);
  const showControls = vm.controlsVisible || failed;
  const playLabel = vm.playing
    ? t({ id: 'player.pause', message: 'Pause' })
    : t({ id: 'player.play', message: 'Play' });

  return (
    <div
      ref={stageRef}
      className={`player${showControls ? '' : ' player--idle'}`}
      // a touch's emulated mouse events are no activity: a tap on the video shows or hides the controls itself
      onPointerMove={(e) => {
        if (e.pointerType !== 'touch') on.activity();
      }}
      onMouseMove={hasPointerEvents ? undefined : on.activity}
      onPointerDown={(e) => {
        lastPointerAt.current = Date.now();
        lastPointerType.current = e.pointerType;
        if (e.pointerType !== 'touch' || e.target !== videoRef.current) on.activity();
      }}
      onFocus={(e) => {
        // the stage itself (on TV, where the remote acts on the video): the bars may hide again
        if (e.target === e.currentTarget) on.focus(false);
        else if (keyboardFocus(e.target, lastPointerAt.current)) on.focus(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) on.focus(false);
      }}
    >
      <video
        ref={videoRef}
        className="player__video"
        playsInline
        aria-label={vm.title}
        data-status={vm.status}
        onClick={
          failed ? undefined : (e) => (clickPointer(e, lastPointerType.current) === 'touch' ? on.tap() : on.toggle())
        }
        onDoubleClick={on.fullscreen}
      />

      {vm.busy && !failed ? (
        <div className="player__center">
          <Spinner label={t({ id: 'player.loading', message: 'Loading video' })} />
        </div>
      ) : null}

      {!vm.busy && !failed && vm.status === 'paused' ? (
        <div className="player__center">
          <button type="button" className="player__big-play" onClick={on.toggle} aria-label={playLabel}>
            <PlayIcon size={44} />
          </button>
        </div>
      ) : null}

      {failed ? (
        <div className="player__center">
          <div className="player__error" data-testid="player-error">
            {errorText ? <p className="player__error-text">{i18n._(vm.error!)}</p> : null}
            <div className="player__error-actions">
              {vm.canRetry ? (
                <Button onClick={on.retry}>
                  <Trans id="player.retry">Try again</Trans>
                </Button>
              ) : null}
              <Button variant="ghost" onClick={on.back}>
                <Trans id="player.back">Back</Trans>
              </Button>
            </div>
          </div>
        </div>
      ) : null}

      <div className="player__top" data-visible={showControls}>
        <button
          type="button"
          className="player__icon-button"
          onClick={on.back}
          aria-label={t({ id: 'player.back', message: 'Back' })}
        >
          <BackIcon />
        </button>
        <h1 className="player__title" title={vm.title}>
          {vm.title}
        </h1>
        {vm.live ? (
          <span className="player__live">
            <Trans id="player.live">Live</Trans>
          </span>
        ) : null}
      </div>

      {!failed ? (
        <div
          className="player__controls"
          data-visible={showControls}
          role="group"
          aria-label={t({ id: 'player.controls', message: 'Player controls' })}
        >
          {vm.live ? null : (
            <div className="player__timeline">
              <span className="player__time" aria-hidden="true">
                {formatTime(vm.position)}
              </span>
              <Scrubber vm={vm} on={on} />
              <span className="player__time" aria-hidden="true">
                -{formatTime(Math.max(0, vm.duration - vm.position))}
              </span>
            </div>
          )}
          <div className="player__bar" {...tvRegion('row', 'player-bar')}>
            <button type="button" className="player__icon-button" onClick={on.toggle} aria-label={playLabel}>
              {vm.playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button
              type="button"
              className="player__icon-button"
              onClick={on.rewind}
              aria-label={t({ id: 'player.rewind', message: 'Back 10 seconds' })}
            >
              <RewindIcon />
            </button>
            <button
              type="button"
              className="player__icon-button"
              onClick={on.forward}
              aria-label={t({ id: 'player.forward', message: 'Forward 10 seconds' })}
            >
              <ForwardIcon />
            </button>
            <div className="player__volume">
              <button
                type="button"
                className="player__icon-button"
                onClick={on.mute}
                aria-label={
                  vm.muted ? t({ id: 'player.unmute', message: 'Unmute' }) : t({ id: 'player.mute', message: 'Mute' })
                }
              >
                {vm.muted || vm.volume === 0 ? <MutedIcon /> : <VolumeIcon />}
              </button>
              <input
                className="player__volume-range"
                type="range"
                min={0}
                max={1}
                step={0.05}
                value={vm.muted ? 0 : vm.volume}
                onChange={(e) => on.volume(Number(e.currentTarget.value))}
                aria-label={t({ id: 'player.volume', message: 'Volume' })}
              />
            </div>
            {vm.live ? (
              <span className="player__live player__live--bar">
                <Trans id="player.live">Live</Trans>
              </span>
            ) : null}
            <span className="player__spacer" />
            {vm.pipAvailable ? (
              <button
                type="button"
                className="player__icon-button"
                onClick={on.pip}
                aria-pressed={vm.pip}
                aria-label={t({ id: 'player.pip', message: 'Picture in picture' })}
              >
                <PipIcon />
              </button>
            ) : null}
            <button
              type="button"
              className="player__icon-button player__settings"
              onClick={on.menu}
              aria-haspopup="dialog"
              aria-expanded={vm.menu === 'settings'}
              aria-label={t({ id: 'player.settings', message: 'Settings' })}
            >
              <SettingsIcon />
            </button>
            <button
              type="button"
              className="player__icon-button player__fullscreen"
              onClick={on.fullscreen}
              aria-label={
                vm.fullscreen
                  ? t({ id: 'player.exit_fullscreen', message: 'Exit full screen' })
                  : t({ id: 'player.fullscreen', message: 'Full screen' })
              }
            >
              {vm.fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            </button>
          </div>
        </div>
      ) : null}
      <PlayerSettings vm={vm} on={on} />
      <PlayerHelp vm={vm} on={on} />
    </div>
  );
}

/** The seek bar: click or drag to a time; arrows (handled by the player's keys) seek 10 s, Home/End to the ends. */
function Scrubber({ vm, on }: { vm: PlayerVm; on: PlayerOn }) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const duration = vm.duration > 0 ? vm.duration : 0;
  const shown = drag ?? vm.position;
  const pct = duration > 0 ? Math.min(100, (shown / duration) * 100) : 0;
  const elapsed = formatTime(shown);
  const total = formatTime(duration);

  const timeAt = (e: ReactPointerEvent) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return (Math.min(Math.max(e.clientX - rect.left, 0), rect.width) / rect.width) * duration;
  };

  return (
    <div
      ref={trackRef}
      className="player__scrubber"
      role="slider"
      tabIndex={0}
      aria-label={t({ id: 'player.seek', message: 'Seek' })}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={t({ id: 'player.seek_value', message: `${elapsed} of ${total}` })}
      aria-disabled={duration === 0 || undefined}
      onPointerDown={(e) => {
        if (duration === 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        setDrag(timeAt(e));
      }}
      onPointerMove={(e) => {
        if (drag !== null) setDrag(timeAt(e));
      }}
      onPointerUp={(e) => {
        if (drag === null) return;
        on.seekTo(timeAt(e));
        setDrag(null);
      }}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={(e) => {
        if (e.key === 'Home') on.seekTo(0);
        else if (e.key === 'End') on.seekTo(duration);
        else return;
        e.preventDefault();
      }}
    >
      <div className="player__track">
        <div className="player__fill" style={{ width: `${pct}%` }} />
        <div className="player__thumb" style={{ left: `${pct}%` }} />
      </div>
    </div>
  );
}
