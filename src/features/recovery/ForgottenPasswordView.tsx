import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '~/components/Button';
import { TextField } from '~/components/fields';
import type { ForgottenPasswordOn, ForgottenPasswordVm } from './useForgottenPassword';
import { usePageHead } from '~/components/usePageHead';

/** Asks for the email the reset link is sent to. */
export function ForgottenPasswordView({ vm, on }: { vm: ForgottenPasswordVm; on: ForgottenPasswordOn }) {
  const { i18n, t } = useLingui();
  usePageHead(t({ id: 'forgotten_password.title', message: 'Forgot your password?' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.submit();
  };
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgotten-password-title">
        <header className="signup__header">
          <h1 className="auth-card__title" id="forgotten-password-title">
            <Trans id="forgotten_password.title">Forgot your password?</Trans>
          </h1>
          <p className="auth-card__lead">
            <Trans id="forgotten_password.intro">
              Enter the email of your account and we will send you a link to choose a new password.
            </Trans>
          </p>
        </header>
        <form className="form" noValidate onSubmit={submit}>
          <TextField
            label={<Trans id="forgotten_password.email">Email</Trans>}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            disabled={vm.busy}
            value={vm.email}
            onValueChange={on.changeEmail}
            error={vm.emailError ? i18n._(vm.emailError) : null}
          />
          <Button type="submit" block busy={vm.busy}>
            <Trans id="forgotten_password.submit">Send me the link</Trans>
          </Button>
        </form>
        <p className="auth-card__links">
          <Link to="/auth/login">
            <Trans id="forgotten_password.back_to_login">Back to log in</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
