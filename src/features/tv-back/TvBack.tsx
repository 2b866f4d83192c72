import { ExitDialogView } from './ExitDialogView';
import { useTvBack } from './useTvBack';
// The 10-foot stylesheet: this module exists only in TV builds (web builds alias it to TvBack.web.tsx), so the web CSS
// never carries it. Self-contained: it can move to whichever TV-only module mounts the TV shell.
import '../../tv/tv.css';

/** Mounted by the root route on TV builds only. */
export function TvBack() {
  const { vm, on } = useTvBack();
  return <ExitDialogView vm={vm} on={on} />;
}
