import { useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/auth/qrLogin.selectors';
import { useActorRef, useFlow } from '~/app/machines';
import { mediaMatches, watchMedia } from '~/services/media';

/** spec §9: QR size 150 px on small screens (below the sm breakpoint, 576 px), 280 px otherwise. */
export const QR_SIZE_SMALL = 150;
export const QR_SIZE = 280;
const SMALL_SCREEN = '(max-width: 575.98px)';

export interface QrLoginVm {
  /** The login code, once the provider gave one. */
  code: number | null;
  /** What the QR encodes: the web app's verify-qr address for the code. */
  qrValue: string | null;
  qrSize: number;
  loading: boolean;
}

const subscribeSmallScreen = (onChange: () => void) => watchMedia(SMALL_SCREEN, onChange);
const isSmallScreen = () => mediaMatches(SMALL_SCREEN);

/**
 * The TV QR login page: a route-scoped QR login actor (stopped when the page is left, which stops the polling) and
 * its view model.
 */
export function useQrLogin(): { vm: QrLoginVm } {
  const { qrLogin } = useFlow('qrLogin');
  const actor = useActorRef(qrLogin);
  const code = useSelector(actor, sel.selectCode);
  const loading = useSelector(actor, sel.selectIsLoading);
  const small = useSyncExternalStore(subscribeSmallScreen, isSmallScreen, () => false);
  return {
    vm: {
      code,
      qrValue: code === null ? null : sel.verifyQrUrl(window.location.origin, code),
      qrSize: small ? QR_SIZE_SMALL : QR_SIZE,
      loading,
    },
  };
}
