import { QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '~/components/Spinner';
import type { QrLoginVm } from './useQrLogin';
import { usePageHead } from '~/components/usePageHead';

/** The TV login page: a QR code of the verify-qr address, the code itself, and how to use them. */
export function QrLoginView({ vm }: { vm: QrLoginVm }) {
  const { t } = useLingui();
  usePageHead(t({ id: 'login.qr.title', message: 'Log in with your phone' }));
  return (
    <div className="auth-page qr-login">
      <section className="qr-login__card" aria-labelledby="qr-login-title">
        <div className="qr-login__text">
          <h1 id="qr-login-title" className="qr-login__title">
            <Trans id="login.qr.title">Log in with your phone</Trans>
          </h1>
          <ol className="qr-login__steps">
            <li>
              <Trans id="login.qr.step_scan">Scan the QR code with your phone's camera.</Trans>
            </li>
            <li>
              <Trans id="login.qr.step_login">Log in on your phone if you are asked to.</Trans>
            </li>
            <li>
              <Trans id="login.qr.step_wait">This screen logs in by itself once the code is confirmed.</Trans>
            </li>
          </ol>
          {vm.code !== null ? (
            <p className="qr-login__code-line">
              <Trans id="login.qr.code">Your code</Trans>
              <span className="qr-login__code" data-testid="tv-login-code">
                {vm.code}
              </span>
            </p>
          ) : null}
        </div>
        <div className="qr-login__qr">
          {vm.qrValue ? (
            <QRCodeSVG
              value={vm.qrValue}
              size={vm.qrSize}
              level="M"
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              role="img"
              aria-label={t({ id: 'login.qr.image', message: 'QR code to log in on this TV' })}
              title={t({ id: 'login.qr.image', message: 'QR code to log in on this TV' })}
            />
          ) : (
            <Spinner label={t({ id: 'login.qr.loading', message: 'Getting a login code' })} />
          )}
        </div>
      </section>
    </div>
  );
}
