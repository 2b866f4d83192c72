// @vitest-environment jsdom
/**
 * The pure player view: the control bar (labelled buttons that call their intents, the seek slider with elapsed and
 * remaining time, the volume), the big play button while paused, the spinner while busy, the failure message with
 * its retry, the live indicator without a seek bar, and the hidden state of the controls.
 */
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerView } from '~/features/player/PlayerView';
import type { PlayerOn, PlayerVm } from '~/features/player/usePlayer';
import { playerMessages } from '~machines/player/playerMachine';
import { WithI18n } from '../support/render';

const baseVm: PlayerVm = {
  title: 'Free: Crack climbing',
  live: false,
  status: 'playing',
  busy: false,
  playing: true,
  controlsVisible: true,
  position: 65,
  duration: 600,
  muted: false,
  volume: 1,
  error: null,
  errorToasted: false,
  canRetry: false,
  fullscreen: false,
  pipAvailable: false,
  menu: 'closed',
  levels: [360, 540, 720],
  level: -1,
  playingHeight: 720,
  speedOnOffer: true,
  speed: 1,
  subtitleTracks: [],
  subtitles: null,
  pip: false,
};

const intents = (): PlayerOn => ({
  toggle: vi.fn(),
  forward: vi.fn(),
  rewind: vi.fn(),
  seekTo: vi.fn(),
  mute: vi.fn(),
  volume: vi.fn(),
  retry: vi.fn(),
  back: vi.fn(),
  fullscreen: vi.fn(),
  activity: vi.fn(),
  tap: vi.fn(),
  focus: vi.fn(),
  menu: vi.fn(),
  help: vi.fn(),
  closeMenu: vi.fn(),
  quality: vi.fn(),
  speed: vi.fn(),
  subtitles: vi.fn(),
  pip: vi.fn(),
});

function renderView(vm: Partial<PlayerVm> = {}, on = intents()) {
  render(
    <WithI18n>
      <PlayerView vm={{ ...baseVm, ...vm }} on={on} videoRef={createRef()} stageRef={createRef()} />
    </WithI18n>,
  );
  return on;
}

describe('PlayerView', () => {
  it('shows the title, the control bar and the times; every button calls its intent', () => {
    const on = renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Free: Crack climbing' })).toBeTruthy();
    const bar = screen.getByRole('group', { name: 'Player controls' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Pause' }));
    expect(on.toggle).toHaveBeenCalledTimes(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Back 10 seconds' }));
    expect(on.rewind).toHaveBeenCalledTimes(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Forward 10 seconds' }));
    expect(on.forward).toHaveBeenCalledTimes(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Mute' }));
    expect(on.mute).toHaveBeenCalledTimes(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Full screen' }));
    expect(on.fullscreen).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(on.back).toHaveBeenCalledTimes(1);
    fireEvent.change(within(bar).getByRole('slider', { name: 'Volume' }), { target: { value: '0.5' } });
    expect(on.volume).toHaveBeenCalledWith(0.5);
    const seek = within(bar).getByRole('slider', { name: 'Seek' });
    expect(seek.getAttribute('aria-valuenow')).toBe('65');
    expect(seek.getAttribute('aria-valuemax')).toBe('600');
    expect(seek.getAttribute('aria-valuetext')).toBe('1:05 of 10:00');
    expect(bar.textContent).toContain('-8:55');
    fireEvent.keyDown(seek, { key: 'Home' });
    expect(on.seekTo).toHaveBeenCalledWith(0);
    fireEvent.keyDown(seek, { key: 'End' });
    expect(on.seekTo).toHaveBeenCalledWith(600);
  });

  it('paused: a big play button and the bar says Play; muted: Unmute; fullscreen: Exit full screen', () => {
    const on = renderView({ status: 'paused', playing: false, muted: true, fullscreen: true });
    const plays = screen.getAllByRole('button', { name: 'Play' });
    expect(plays).toHaveLength(2);
    fireEvent.click(plays[0]!);
    expect(on.toggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
  });

  it('busy: a loading spinner and no big play button', () => {
    renderView({ status: 'loading', busy: true, playing: false });
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(1);
  });

  it('a failure shows its message with retry and back, and no control bar', () => {
    const on = renderView({ status: 'refused', playing: false, error: playerMessages.tooManyDevices, canRetry: true });
    const alert = screen.getByTestId('player-error');
    expect(alert.textContent).toContain(
      'This account is already in use on too many devices. Stop playback on other devices to continue.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(on.retry).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(on.back).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Player controls' })).toBeNull();
  });

  it('a failure whose toast shows: the panel keeps retry and back, and says the message only in full screen', () => {
    const vm = { status: 'failed', playing: false, error: playerMessages.network, canRetry: true } as const;
    const message = 'The video could not be loaded. Check your connection and try again.';
    renderView({ ...vm, errorToasted: true });
    const panel = screen.getByTestId('player-error');
    expect(panel.textContent).not.toContain(message);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Back' })).toBeTruthy();
    cleanup();
    renderView({ ...vm, errorToasted: true, fullscreen: true });
    expect(screen.getByTestId('player-error').textContent).toContain(message);
  });

  it('live: a live indicator and no seek bar', () => {
    renderView({ live: true, duration: 0 });
    expect(screen.getAllByText('Live').length).toBeGreaterThan(0);
    expect(screen.queryByRole('slider', { name: 'Seek' })).toBeNull();
  });

  it('hidden controls are marked hidden (faded, no pointer events) and the stage hides the cursor', () => {
    renderView({ controlsVisible: false });
    const bar = screen.getByRole('group', { name: 'Player controls' });
    expect(bar.getAttribute('data-visible')).toBe('false');
    expect(bar.closest('.player')!.className).toContain('player--idle');
  });

  it('shows the time once: elapsed and remaining around the seek bar', () => {
    renderView();
    const bar = screen.getByRole('group', { name: 'Player controls' });
    const text = bar.textContent ?? '';
    expect(text.match(/1:05/g)).toHaveLength(1);
    expect(text).toContain('-8:55');
    expect(text).not.toContain('10:00');
  });

  it('keyboard focus on a control pins the bars; focus on the stage itself lets them hide', () => {
    const on = renderView();
    const play = screen.getByRole('button', { name: 'Pause' });
    const stage = play.closest('.player') as HTMLElement;
    stage.tabIndex = -1;
    // a browser marks focus moved by keys (or the TV's remote) :focus-visible; jsdom does not
    const matches = Element.prototype.matches;
    const spy = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? document.activeElement === this : matches.call(this, selector);
    });
    try {
      play.focus();
      expect(on.focus).toHaveBeenLastCalledWith(true);
      stage.focus();
      expect(on.focus).toHaveBeenLastCalledWith(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('an engine without :focus-visible (Chrome < 86 throws a SyntaxError) still pins the bars, without a crash', () => {
    const on = renderView();
    const play = screen.getByRole('button', { name: 'Pause' });
    const matches = Element.prototype.matches;
    const spy = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      if (selector.includes(':focus-visible')) throw new SyntaxError(`'${selector}' is not a valid selector`);
      return matches.call(this, selector);
    });
    try {
      expect(() => play.focus()).not.toThrow();
      expect(on.focus).toHaveBeenLastCalledWith(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('a click on the video toggles playback; mouse moves report activity', () => {
    const on = renderView();
    const video = screen.getByLabelText('Free: Crack climbing', { selector: 'video' });
    fireEvent.pointerDown(video, { pointerType: 'mouse' });
    fireEvent.click(video);
    expect(on.toggle).toHaveBeenCalledTimes(1);
    expect(on.tap).not.toHaveBeenCalled();
    fireEvent.pointerMove(video, { pointerType: 'mouse' });
    expect(on.activity).toHaveBeenCalledTimes(2);
  });

  it('a touch tap on the video only shows or hides the controls: never a pause, and no activity', () => {
    const on = renderView();
    const video = screen.getByLabelText('Free: Crack climbing', { selector: 'video' });
    fireEvent.pointerDown(video, { pointerType: 'touch' });
    fireEvent.pointerMove(video, { pointerType: 'touch' });
    fireEvent.click(video);
    expect(on.tap).toHaveBeenCalledTimes(1);
    expect(on.toggle).not.toHaveBeenCalled();
    expect(on.activity).not.toHaveBeenCalled();
    // a touch on a control of the bar is activity (the bar stays), and the button does its own job
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Pause' }), { pointerType: 'touch' });
    expect(on.activity).toHaveBeenCalledTimes(1);
  });
});
