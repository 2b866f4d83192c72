import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '~/components/Button';
import { PasswordField, TextField } from '~/components/fields';
import { Advertisement } from '~/components/thumbnail';
import type { LoginOn, LoginVm } from './useLogin';
import { usePageHead } from '~/components/usePageHead';

/** The web login page: the form, the signup and recovery links, the SPT note and the club's login advertisement. */
export function LoginView({ vm, on }: { vm: LoginVm; on: LoginOn }) {
  const { i18n, t } = useLingui();
  usePageHead(t({ id: 'login.title', message: 'Log in' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.submit();
  };
  return (
    <div className="auth-page login">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          <Trans id="login.title">Log in</Trans>
        </h1>
        {vm.showSptNote ? (
          <p className="login__note" role="note">
            <Trans id="login.spt_note">
              This app needs its own password: it is not the one of your other Sprint Padel Tour account. If you have
              not set one yet, use "Forgot your password?" to create it.
            </Trans>
          </p>
        ) : null}
        <form className="form" noValidate onSubmit={submit} aria-busy={vm.busy || undefined}>
          <TextField
            label={<Trans id="login.email">Email</Trans>}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={vm.email}
            onValueChange={(value) => on.change('email', value)}
            error={vm.emailError ? i18n._(vm.emailError) : null}
            required
          />
          <PasswordField
            label={<Trans id="login.password">Password</Trans>}
            name="password"
            autoComplete="current-password"
            value={vm.password}
            onValueChange={(value) => on.change('password', value)}
            error={vm.passwordError ? i18n._(vm.passwordError) : null}
            required
          />
          <Link className="login__forgot" to="/auth/forgotten-password">
            <Trans id="login.forgot_password">Forgot your password?</Trans>
          </Link>
          <Button type="submit" busy={vm.busy} block>
            <Trans id="login.submit">Log in</Trans>
          </Button>
        </form>
        {vm.signup ? (
          <p className="login__signup">
            <Trans id="login.no_account">Don't have an account?</Trans>{' '}
            {vm.signup.internal ? (
              <Link to={vm.signup.href}>
                <Trans id="login.signup">Sign up</Trans>
              </Link>
            ) : (
              <a href={vm.signup.href} rel="noopener noreferrer">
                <Trans id="login.signup">Sign up</Trans>
              </a>
            )}
          </p>
        ) : null}
      </section>
      {/* labelled "Advertisement" like every other advertisement; beside the form on wide screens, where the cookie
          notice (bottom left) never reaches it, and scrolled above the notice on narrow ones like the rest of the page */}
      <Advertisement ad={vm.advertisement} className="login__ad" />
    </div>
  );
}
