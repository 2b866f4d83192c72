import { useEffect, useRef } from 'react';
import { createActor, useFlow } from '~/app/machines';

export interface VerifyVm {
  busy: true;
}

/**
 * Starts a verify flow once for this visit. The flow leaves the page at once (to /auth/login or /), so its actor is
 * not stopped with the page: it stops by itself when done. The ref keeps React's development double effects from
 * starting it twice.
 */
function useStartOnce(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** verify-user?verificationToken=: to /auth/login first, then the verification with its toasts. */
export function useVerifyUser(verificationToken: string): { vm: VerifyVm } {
  const { verifyUser } = useFlow('verify');
  useStartOnce(() => {
    createActor(verifyUser, { input: { verificationToken } }).start();
  });
  return { vm: { busy: true } };
}

/** verify-qr?qrCode=: authorise the TV's code when logged in, else to /auth/login and back here afterwards. */
export function useVerifyQr(qrCode: string | undefined, here: string): { vm: VerifyVm } {
  const { verifyQr } = useFlow('verify');
  useStartOnce(() => {
    createActor(verifyQr, { input: { qrCode, returnTo: here } }).start();
  });
  return { vm: { busy: true } };
}
