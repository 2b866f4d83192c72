/**
 * The player's settings menu and the keyboard shortcuts' help, each a dialog over the stage (on a phone a bottom
 * sheet; on TV a focusable panel the remote moves through, Back closes it). The menu lists the quality (Auto, saying
 * which rendition it plays, then each rendition by height), the speed (videos only) and the subtitles (Off, then each
 * of the stream's languages); the current choice of each is marked. Pure: everything comes from `vm`, goes out
 * through `on`.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '~/components/Dialog';
import { qualityOptions, SPEEDS } from '~machines/player/playerSettings';
import { SHORTCUTS, type KeyIntent } from './keys';
import { CheckIcon } from './icons';
import type { PlayerOn, PlayerVm } from './usePlayer';

/**
 * A language by its own name ("English", "Español": a member finds their language whatever the app's language is), or
 * its code where the browser cannot say.
 */
function languageName(code: string): string {
  try {
    const names = new Intl.DisplayNames([code], { type: 'language' });
    const name = names.of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // an old engine (no Intl.DisplayNames) or a code it does not know
  }
  return code.toUpperCase();
}

function Choice({ selected, onClick, children }: { selected: boolean; onClick(): void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className="player-menu__choice" aria-pressed={selected} onClick={onClick}>
        <span className="player-menu__check">{selected ? <CheckIcon /> : null}</span>
        {children}
      </button>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="player-menu__group" aria-label={title}>
      <h3 className="player-menu__heading">{title}</h3>
      <ul className="player-menu__list">{children}</ul>
    </section>
  );
}

export function PlayerSettings({ vm, on }: { vm: PlayerVm; on: PlayerOn }) {
  const { t, i18n } = useLingui();
  const qualities = qualityOptions(vm.levels);
  const auto = t({ id: 'player.quality_auto', message: 'Auto' });
  return (
    <Dialog
      open={vm.menu === 'settings'}
      title={t({ id: 'player.settings', message: 'Settings' })}
      onClose={on.closeMenu}
      name="player-settings"
      size="sm"
    >
      <div className="player-menu" data-tv-region="list" data-tv-id="player-settings">
        {qualities.length > 1 ? (
          <Group title={t({ id: 'player.quality', message: 'Quality' })}>
            {qualities.map((q) => (
              <Choice key={q.level} selected={q.level === vm.level} onClick={() => on.quality(q.level)}>
                {q.level === -1 ? auto : `${q.height}p`}
                {q.level === -1 && vm.level === -1 && vm.playingHeight ? (
                  <span className="player-menu__note">{` ${vm.playingHeight}p`}</span>
                ) : null}
              </Choice>
            ))}
          </Group>
        ) : null}
        {vm.speedOnOffer ? (
          <Group title={t({ id: 'player.speed', message: 'Speed' })}>
            {SPEEDS.map((rate) => (
              <Choice key={rate} selected={rate === vm.speed} onClick={() => on.speed(rate)}>
                {rate === 1
                  ? t({ id: 'player.speed_normal', message: 'Normal' })
                  : `${i18n.number(rate, { maximumFractionDigits: 2 })}×`}
              </Choice>
            ))}
          </Group>
        ) : null}
        {vm.subtitleTracks.length > 0 ? (
          <Group title={t({ id: 'player.subtitles', message: 'Subtitles' })}>
            <Choice
              selected={vm.subtitles === null || !vm.subtitleTracks.includes(vm.subtitles)}
              onClick={() => on.subtitles(null)}
            >
              {t({ id: 'player.subtitles_off', message: 'Off' })}
            </Choice>
            {vm.subtitleTracks.map((language) => (
              <Choice key={language} selected={language === vm.subtitles} onClick={() => on.subtitles(language)}>
                {languageName(language)}
              </Choice>
            ))}
          </Group>
        ) : null}
      </div>
    </Dialog>
  );
}

export function PlayerHelp({ vm, on }: { vm: PlayerVm; on: PlayerOn }) {
  const { t } = useLingui();
  const what: Record<KeyIntent | 'seek', string> = {
    toggle: t({ id: 'player.shortcut_toggle', message: 'Play or pause' }),
    seek: t({ id: 'player.shortcut_seek', message: 'Back or forward 10 seconds' }),
    mute: t({ id: 'player.shortcut_mute', message: 'Mute or unmute' }),
    fullscreen: t({ id: 'player.shortcut_fullscreen', message: 'Full screen' }),
    faster: t({ id: 'player.shortcut_speed', message: 'Slower or faster' }),
    slower: t({ id: 'player.shortcut_speed', message: 'Slower or faster' }),
    subtitles: t({ id: 'player.shortcut_subtitles', message: 'Subtitles off or on' }),
    help: t({ id: 'player.shortcut_help', message: 'This help' }),
    pause: '',
    stop: '',
    next: '',
    forward: '',
    rewind: '',
  };
  return (
    <Dialog
      open={vm.menu === 'help'}
      title={t({ id: 'player.shortcuts', message: 'Keyboard shortcuts' })}
      onClose={on.closeMenu}
      name="player-help"
      size="sm"
    >
      <dl className="player-help">
        {SHORTCUTS.map((s) => (
          <div key={s.intent} className="player-help__row">
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{what[s.intent]}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
