/** Real effects of the TV back-key machine: history back, or closing the app the platform's way. */
import { tvBackMachine } from '../../../machines/tv/tvBackMachine';

interface TvPlatform {
  webOS?: { platformBack?: () => void };
  tizen?: { application?: { getCurrentApplication?: () => { exit?: () => void } } };
}

export function closeTvApp(w: Window & TvPlatform = window as Window & TvPlatform) {
  const tizenApp = w.tizen?.application?.getCurrentApplication?.();
  if (tizenApp?.exit) return tizenApp.exit();
  if (w.webOS?.platformBack) return w.webOS.platformBack();
  w.close();
}

export function providedTvBackMachine(goBack: () => void) {
  return tvBackMachine.provide({
    actions: {
      goBack: () => goBack(),
      closeApp: () => closeTvApp(),
    },
  });
}
