import { Trans } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { Dialog } from '~/components/Dialog';

/** "Close the app?" on TV (spec §2: back on home or login asks to close the app). */
export function ExitDialogView({ vm, on }: { vm: { asking: boolean }; on: { confirm(): void; cancel(): void } }) {
  return (
    <Dialog
      open={vm.asking}
      onClose={on.cancel}
      size="sm"
      name="tv-exit"
      // "Stay" is the way out: no close button, so the prompt opens on "Stay"; Back is the shell's
      dismissible={false}
      title={<Trans id="tv.exit.title">Close the app?</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.cancel}>
            <Trans id="tv.exit.cancel">Stay</Trans>
          </Button>
          <Button onClick={on.confirm}>
            <Trans id="tv.exit.confirm">Close</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans id="tv.exit.text">Do you want to leave the app?</Trans>
      </p>
    </Dialog>
  );
}
