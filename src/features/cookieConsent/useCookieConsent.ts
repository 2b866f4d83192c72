import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import * as sel from '~machines/cookieConsent/cookieConsent.selectors';
import { useFlow } from '~/app/machines';
import { COOKIE_POLICY_PATH, holdsCookieNotice, type DeviceType } from '~/domain';

export interface CookieBannerVm {
  visible: boolean;
  /** On TV the notice takes focus when it appears (no pointer); it never traps it. */
  focusOnShow: boolean;
  policyHref: string;
}

export interface CookieBannerOn {
  accept(): void;
  dismiss(): void;
  openPolicy(): void;
}

/**
 * The app's cookie consent actor, told where the user is, projected for the banner. `readyAt` (a `performance.now()`
 * time) is when the app was ready: the actor, created on first use, counts the 1.5 s from then.
 */
export function useCookieConsent(device: DeviceType, readyAt: number): { vm: CookieBannerVm; on: CookieBannerOn } {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const actor = useFlow('cookieConsent').cookieConsent({ pathname, waitedMs: performance.now() - readyAt });
  const quietPage = holdsCookieNotice(pathname);

  useEffect(() => {
    // once consent is given or the notice dismissed the actor is done: nothing to tell it any more
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'route.changed', quietPage });
  }, [actor, quietPage]);

  const visible = useSelector(actor, sel.selectVisible);
  const on = useMemo<CookieBannerOn>(
    () => ({
      accept: () => actor.send({ type: 'user.accept' }),
      dismiss: () => actor.send({ type: 'user.dismiss' }),
      openPolicy: () => void router.navigate({ to: COOKIE_POLICY_PATH }),
    }),
    [actor, router],
  );
  return { vm: { visible, focusOnShow: device === 'tv', policyHref: COOKIE_POLICY_PATH }, on };
}
