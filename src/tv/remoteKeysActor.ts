/**
 * The one remote-key actor (docs/tv.md): listens to every key the TV browser delivers, normalises it with
 * `remoteKeyOf` and sends it to its parent (the TV shell) as a `key.*` event. It listens in the capture phase at the
 * window and stops the key there, so no other listener (a dialog's Escape, the player, the browser's own arrow
 * scrolling or Enter activation) acts on a remote key behind the shell's back; keys that type into a text field being
 * edited (characters, Backspace, the caret's left/right, Enter submitting the form) keep their native action. Keys
 * pressed inside `[data-tv-own-keys]` (the flow inspector's diagram, handed the remote with the blue key) are left
 * to it.
 */
import { fromCallback } from 'xstate';
import { keepsNativeAction, remoteKeyOf, TIZEN_KEYS, type RemoteKeyEvent } from '~machines/tv/remoteKeys';
import { isTextField } from './focusEngine';

interface TizenWindow {
  tizen?: { tvinputdevice?: { registerKey?: (name: string) => void } };
}

/** Tizen delivers media keys only to apps that register them. */
export function registerTizenKeys(w: TizenWindow = window as unknown as TizenWindow) {
  const register = w.tizen?.tvinputdevice?.registerKey;
  if (!register) return;
  for (const name of TIZEN_KEYS) {
    try {
      register.call(w.tizen!.tvinputdevice, name);
    } catch {
      // a key this model's remote does not have
    }
  }
}

export function listenToRemote(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  send: (e: RemoteKeyEvent) => void,
) {
  const onKey = (event: KeyboardEvent) => {
    const el = event.target as Element | null;
    // a tool that takes the remote while it has focus (the flow inspector's diagram) handles its keys itself
    if (el?.closest?.('[data-tv-own-keys]')) return;
    const editing = isTextField(el) && !(el as HTMLInputElement).readOnly;
    const key = remoteKeyOf(event, editing);
    if (!key) return;
    if (!keepsNativeAction(key, editing)) {
      event.preventDefault();
      event.stopPropagation();
    }
    send({ type: `key.${key}` });
  };
  target.addEventListener('keydown', onKey as EventListener, true);
  return () => target.removeEventListener('keydown', onKey as EventListener, true);
}

export const remoteKeysActor = fromCallback(({ sendBack }) => {
  registerTizenKeys();
  return listenToRemote(window, sendBack);
});
