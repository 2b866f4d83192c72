import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { LoginView } from '~/features/login/LoginView';
import { useLogin } from '~/features/login/useLogin';
import { Spinner } from '~/components/Spinner';
import { useLingui } from '@lingui/react/macro';

/** returnTo is re-checked with safeReturnTo() where it is used; email pre-fills the form (after signup/recovery). */
const search = z.object({
  returnTo: searchText,
  email: searchText,
});

// The TV shows the QR login instead of the form; its QR library only loads there.
const QrLoginPage = lazy(() => import('~/features/qrLogin/QrLoginPage'));

export const Route = createFileRoute('/auth/login')({
  validateSearch: search,
  beforeLoad: guard(routeRules.login),
  // the TV shows the QR login instead of the form
  loader: ({ context }) => context.machines.load(context.device === 'tv' ? 'qrLogin' : 'login'),
  component: LoginPage,
});

function LoginPage() {
  const { device } = Route.useRouteContext();
  const { t } = useLingui();
  if (device === 'tv') {
    return (
      <Suspense fallback={<Spinner label={t({ id: 'common.loading', message: 'Loading' })} />}>
        <QrLoginPage />
      </Suspense>
    );
  }
  return <WebLogin />;
}

function WebLogin() {
  const { vm, on } = useLogin(Route.useSearch());
  return <LoginView vm={vm} on={on} />;
}
