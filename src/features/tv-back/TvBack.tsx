import { ExitDialogView } from './ExitDialogView';
import { useTvBack } from './useTvBack';

/** Mounted by the root route on TV builds only. */
export function TvBack() {
  const { vm, on } = useTvBack();
  return <ExitDialogView vm={vm} on={on} />;
}
