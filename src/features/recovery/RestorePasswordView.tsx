import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '~/components/Button';
import { PasswordField } from '~/components/fields';
import type { RestorePasswordOn, RestorePasswordVm } from './useRestorePassword';
import { usePageHead } from '~/components/usePageHead';

/** Chooses a new password for the reset token of the address. */
export function RestorePasswordView({ vm, on }: { vm: RestorePasswordVm; on: RestorePasswordOn }) {
  const { i18n, t } = useLingui();
  usePageHead(t({ id: 'restore_password.title', message: 'Choose a new password' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.submit();
  };
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="restore-password-title">
        <header className="signup__header">
          <h1 className="auth-card__title" id="restore-password-title">
            <Trans id="restore_password.title">Choose a new password</Trans>
          </h1>
          <p className="auth-card__lead">
            <Trans id="restore_password.intro">Enter your new password twice to confirm it.</Trans>
          </p>
        </header>
        <form className="form" noValidate onSubmit={submit}>
          <PasswordField
            label={<Trans id="restore_password.password">New password</Trans>}
            name="password"
            autoComplete="new-password"
            required
            disabled={vm.busy}
            value={vm.password}
            onValueChange={(v) => on.change('password', v)}
            error={vm.passwordError ? i18n._(vm.passwordError) : null}
          />
          <PasswordField
            label={<Trans id="restore_password.confirm_password">Repeat the new password</Trans>}
            name="confirmPassword"
            autoComplete="new-password"
            required
            disabled={vm.busy}
            value={vm.confirmPassword}
            onValueChange={(v) => on.change('confirmPassword', v)}
            error={vm.confirmPasswordError ? i18n._(vm.confirmPasswordError) : null}
          />
          <Button type="submit" block busy={vm.busy}>
            <Trans id="restore_password.submit">Reset password</Trans>
          </Button>
        </form>
        <p className="auth-card__links">
          <Link to="/auth/login">
            <Trans id="restore_password.back_to_login">Back to log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
