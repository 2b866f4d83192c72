import '~/tv/tv.css';
import { ExitDialogView } from './ExitDialogView';
import { useTvShell } from './useTvShell';

/** Mounted by the root route on TV builds only: the shell that owns the remote, and its exit prompt. */
export function TvShell() {
  const { vm, on } = useTvShell();
  return <ExitDialogView vm={vm} on={on} />;
}
