import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import * as sel from '~machines/session/session.selectors';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { CookiePolicyView } from '~/features/cookiePolicy/CookiePolicyView';

export const Route = createFileRoute('/legal/cookies')({
  beforeLoad: guard(routeRules.cookies),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  const { session } = useRouteContext({ from: '__root__' });
  const club = useSelector(session, sel.selectClub);
  return <CookiePolicyView clubName={club?.name ?? ''} />;
}
