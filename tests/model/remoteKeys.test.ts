/**
 * The remote-key actor (docs/tv.md): every key source of the TV platforms normalised into one `key.*` event, for
 * every remote key of spec §9; which keys keep their native action while a text field is being edited; Tizen key
 * registration.
 */
import { describe, expect, it, vi } from 'vitest';
import { keepsNativeAction, REMOTE_KEYS, remoteKeyOf, type RemoteKey } from '~machines/tv/remoteKeys';
import { listenToRemote, registerTizenKeys } from '~/tv/remoteKeysActor';

/** Each remote key, by every source a TV browser may deliver it with. */
const SOURCES: Record<RemoteKey, Array<{ key?: string; keyCode?: number }>> = {
  exit: [{ key: 'Exit' }, { key: 'Unidentified', keyCode: 10182 }],
  back: [
    { key: 'Unidentified', keyCode: 461 }, // webOS
    { key: 'XF86Back', keyCode: 10009 }, // Tizen
    { key: 'GoBack' },
    { key: 'BrowserBack' },
    { key: 'Escape', keyCode: 27 },
    { key: 'Backspace', keyCode: 8 },
  ],
  up: [{ key: 'ArrowUp', keyCode: 38 }, { key: 'Up' }, { key: 'Unidentified', keyCode: 38 }],
  down: [{ key: 'ArrowDown', keyCode: 40 }, { key: 'Down' }],
  left: [{ key: 'ArrowLeft', keyCode: 37 }, { key: 'Left' }],
  right: [{ key: 'ArrowRight', keyCode: 39 }, { key: 'Right' }],
  ok: [{ key: 'Enter', keyCode: 13 }, { key: 'Accept' }, { key: 'Unidentified', keyCode: 13 }],
  play: [{ key: 'MediaPlay' }, { key: 'Unidentified', keyCode: 415 }],
  pause: [{ key: 'MediaPause' }, { key: 'Unidentified', keyCode: 19 }],
  playPause: [
    { key: 'MediaPlayPause' },
    { key: 'Unidentified', keyCode: 10252 },
    { key: 'Unidentified', keyCode: 179 },
  ],
  stop: [{ key: 'MediaStop' }, { key: 'Unidentified', keyCode: 413 }],
  rewind: [{ key: 'MediaRewind' }, { key: 'Unidentified', keyCode: 412 }],
  forward: [{ key: 'MediaFastForward' }, { key: 'Unidentified', keyCode: 417 }],
  next: [{ key: 'MediaTrackNext' }, { key: 'Unidentified', keyCode: 418 }],
};

function fakeWindow() {
  let listener: ((e: unknown) => void) | null = null;
  let capture = false;
  return {
    addEventListener: (_: string, l: (e: unknown) => void, c?: boolean) => {
      listener = l;
      capture = c === true;
    },
    removeEventListener: () => {
      listener = null;
    },
    press(
      init: { key?: string; keyCode?: number; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean },
      target: unknown = { tagName: 'A' },
    ) {
      const event = { ...init, target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
      listener?.(event);
      return event;
    },
    get capture() {
      return capture;
    },
    get listening() {
      return listener !== null;
    },
  };
}

/** The fake as the event target the listener takes (it only calls the two methods). */
const asTarget = (w: ReturnType<typeof fakeWindow>) =>
  w as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;

describe('remote key normalisation', () => {
  for (const key of REMOTE_KEYS) {
    it(`${key}: every source sends key.${key}`, () => {
      const w = fakeWindow();
      const sent: string[] = [];
      listenToRemote(asTarget(w), (e) => sent.push(e.type));
      for (const source of SOURCES[key]) {
        const event = w.press(source);
        // browsing: the shell owns the key, nothing else acts on it
        expect(event.preventDefault).toHaveBeenCalled();
        expect(event.stopPropagation).toHaveBeenCalled();
      }
      expect(sent).toEqual(SOURCES[key].map(() => `key.${key}`));
    });
  }

  it('listens in the capture phase and stops listening when the actor stops', () => {
    const w = fakeWindow();
    const stop = listenToRemote(asTarget(w), () => {});
    expect(w.capture).toBe(true);
    stop();
    expect(w.listening).toBe(false);
  });

  it('leaves keys pressed inside a tool that takes the remote (the inspector diagram) to that tool', () => {
    const w = fakeWindow();
    const sent: string[] = [];
    listenToRemote(asTarget(w), (e) => sent.push(e.type));
    const inTool = { tagName: 'DIV', closest: (sel: string) => (sel === '[data-tv-own-keys]' ? {} : null) };
    const arrow = w.press({ key: 'ArrowRight', keyCode: 39 }, inTool);
    expect(sent).toEqual([]);
    expect(arrow.preventDefault).not.toHaveBeenCalled();
    w.press({ key: 'ArrowRight', keyCode: 39 }, { tagName: 'A', closest: () => null });
    expect(sent).toEqual(['key.right']);
  });

  it('ignores other keys and shortcuts with modifiers: they keep their native action', () => {
    const w = fakeWindow();
    const sent: string[] = [];
    listenToRemote(asTarget(w), (e) => sent.push(e.type));
    const letter = w.press({ key: 'a', keyCode: 65 });
    const reload = w.press({ key: 'ArrowLeft', keyCode: 37, altKey: true });
    expect(sent).toEqual([]);
    expect(letter.preventDefault).not.toHaveBeenCalled();
    expect(reload.preventDefault).not.toHaveBeenCalled();
    expect(remoteKeyOf({ key: 'r', ctrlKey: true })).toBeNull();
  });

  it('while editing a text field: Backspace deletes, the caret and Enter keep their native action, Back still leaves', () => {
    const w = fakeWindow();
    const sent: string[] = [];
    listenToRemote(asTarget(w), (e) => sent.push(e.type));
    const field = { tagName: 'INPUT', readOnly: false, getAttribute: () => 'search' };
    const backspace = w.press({ key: 'Backspace', keyCode: 8 }, field);
    const left = w.press({ key: 'ArrowLeft', keyCode: 37 }, field);
    const enter = w.press({ key: 'Enter', keyCode: 13 }, field);
    const escape = w.press({ key: 'Escape', keyCode: 27 }, field);
    const down = w.press({ key: 'ArrowDown', keyCode: 40 }, field);
    expect(sent).toEqual(['key.left', 'key.ok', 'key.back', 'key.down']);
    expect(backspace.preventDefault).not.toHaveBeenCalled();
    expect(left.preventDefault).not.toHaveBeenCalled();
    expect(enter.preventDefault).not.toHaveBeenCalled();
    expect(escape.preventDefault).toHaveBeenCalled();
    expect(down.preventDefault).toHaveBeenCalled();
  });

  it('a read-only field (browsing, not typing) is a stop like any other: Backspace is Back', () => {
    const w = fakeWindow();
    const sent: string[] = [];
    listenToRemote(asTarget(w), (e) => sent.push(e.type));
    const field = { tagName: 'INPUT', readOnly: true, getAttribute: () => 'search' };
    expect(w.press({ key: 'Backspace', keyCode: 8 }, field).preventDefault).toHaveBeenCalled();
    expect(w.press({ key: 'ArrowLeft', keyCode: 37 }, field).preventDefault).toHaveBeenCalled();
    expect(sent).toEqual(['key.back', 'key.left']);
  });

  it('keeps native actions only while editing', () => {
    for (const key of REMOTE_KEYS) expect(keepsNativeAction(key, false)).toBe(false);
    expect(REMOTE_KEYS.filter((k) => keepsNativeAction(k, true))).toEqual(['left', 'right', 'ok']);
  });
});

describe('Tizen media keys', () => {
  it('are registered when the platform API exists', () => {
    const registerKey = vi.fn((name: string) => {
      if (name === 'Exit') throw new Error('not on this remote');
    });
    registerTizenKeys({ tizen: { tvinputdevice: { registerKey } } });
    expect(registerKey.mock.calls.map((c) => c[0])).toEqual([
      'MediaPlay',
      'MediaPause',
      'MediaPlayPause',
      'MediaStop',
      'MediaRewind',
      'MediaFastForward',
      'MediaTrackNext',
      'Exit',
    ]);
  });

  it('are not registered elsewhere', () => {
    expect(() => registerTizenKeys({})).not.toThrow();
  });
});
