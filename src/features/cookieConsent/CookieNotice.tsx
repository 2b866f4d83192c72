/** The cookie notice with its flow: loaded by CookieConsent after the first screen (a chunk of its own). */
import type { DeviceType } from '~/domain';
import { CookieBannerView } from './CookieBannerView';
import { useCookieConsent } from './useCookieConsent';

export function CookieNotice({ device, readyAt }: { device: DeviceType; readyAt: number }) {
  const { vm, on } = useCookieConsent(device, readyAt);
  return <CookieBannerView vm={vm} on={on} />;
}
