import { useLingui } from '@lingui/react/macro';
import { Spinner } from '~/components/Spinner';
import type { VerifyVm } from './useVerify';

/** Shown for the moment a verify flow takes to leave the page. */
export function VerifyView({ vm }: { vm: VerifyVm }) {
  const { t } = useLingui();
  return (
    <div className="auth-page" aria-busy={vm.busy}>
      <Spinner label={t({ id: 'verify.checking', message: 'Checking' })} />
    </div>
  );
}
