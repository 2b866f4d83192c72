import { QrLoginView } from './QrLoginView';
import { useQrLogin } from './useQrLogin';

/** The TV's login page, loaded on demand by the login route (keeps the QR library out of the web build's load). */
export default function QrLoginPage() {
  const { vm } = useQrLogin();
  return <QrLoginView vm={vm} />;
}
