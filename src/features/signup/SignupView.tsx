import { useEffect, useRef, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Button } from '~/components/Button';
import { CheckboxField, PasswordField, SelectField, TextField } from '~/components/fields';
import { safeUrl } from '~/domain/urlPolicy';
import type { SignupOn, SignupVm } from './useSignup';
import type { MessageDescriptor } from '~/domain';
import { usePageHead } from '~/components/usePageHead';

/** Signup in two steps (credentials, then personal details), or the note shown while leaving for an external page. */
export function SignupView({ vm, on }: { vm: SignupVm; on: SignupOn }) {
  const { t, i18n } = useLingui();
  usePageHead(t({ id: 'signup.title', message: 'Create your account' }));
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // moving between steps puts focus on the new step's heading (screen readers announce it)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [vm.step]);

  if (vm.step === 'external' || vm.step === 'registered') {
    const externalUrl = safeUrl(vm.externalUrl);
    return (
      <div className="auth-page">
        <section className="auth-card" aria-busy="true">
          <p className="signup__redirecting" role="status">
            <Trans id="signup.redirecting">Redirecting…</Trans>
          </p>
          {externalUrl ? (
            <a className="button button--link" href={externalUrl}>
              <Trans id="signup.external_link">Continue to the registration page</Trans>
            </a>
          ) : null}
        </section>
      </div>
    );
  }

  const error = (d: MessageDescriptor | undefined) => (d ? i18n._(d) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.submit();
  };
  const credentials = vm.step === 'credentials';

  return (
    <div className="auth-page">
      <section className="auth-card signup" aria-labelledby="signup-title">
        <header className="signup__header">
          <p className="signup__step">
            {credentials ? (
              <Trans id="signup.step_1">Step 1 of 2 · Your account</Trans>
            ) : (
              <Trans id="signup.step_2">Step 2 of 2 · About you</Trans>
            )}
          </p>
          <h1 className="auth-card__title" id="signup-title" ref={heading} tabIndex={-1}>
            <Trans id="signup.title">Create your account</Trans>
          </h1>
          <div className="signup__progress" aria-hidden="true">
            <span className="signup__progress-bar signup__progress-bar--done" />
            <span className={`signup__progress-bar${credentials ? '' : ' signup__progress-bar--done'}`} />
          </div>
        </header>

        <form className="form" noValidate onSubmit={submit}>
          {credentials ? (
            <>
              <TextField
                label={<Trans id="signup.email">Email</Trans>}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={vm.values.email}
                onValueChange={(v) => on.change('email', v)}
                error={error(vm.errors.email)}
              />
              <PasswordField
                label={<Trans id="signup.password">Password</Trans>}
                name="password"
                autoComplete="new-password"
                required
                value={vm.values.password}
                onValueChange={(v) => on.change('password', v)}
                error={error(vm.errors.password)}
              />
              <PasswordField
                label={<Trans id="signup.confirm_password">Repeat the password</Trans>}
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={vm.values.confirmPassword}
                onValueChange={(v) => on.change('confirmPassword', v)}
                error={error(vm.errors.confirmPassword)}
              />
              <Button type="submit" block>
                <Trans id="signup.continue">Continue</Trans>
              </Button>
            </>
          ) : (
            <>
              <div className="signup__row">
                <TextField
                  label={<Trans id="signup.first_name">First name</Trans>}
                  name="firstName"
                  autoComplete="given-name"
                  required
                  disabled={vm.busy}
                  value={vm.values.firstName}
                  onValueChange={(v) => on.change('firstName', v)}
                  error={error(vm.errors.firstName)}
                />
                <TextField
                  label={<Trans id="signup.last_name">Last name</Trans>}
                  name="lastName"
                  autoComplete="family-name"
                  required
                  disabled={vm.busy}
                  value={vm.values.lastName}
                  onValueChange={(v) => on.change('lastName', v)}
                  error={error(vm.errors.lastName)}
                />
              </div>
              <div className="signup__row">
                <SelectField
                  label={<Trans id="signup.gender">Gender</Trans>}
                  name="gender"
                  required
                  disabled={vm.busy}
                  value={vm.values.gender}
                  onValueChange={(v) => on.change('gender', v)}
                  placeholder={t({ id: 'signup.choose', message: 'Choose…' })}
                  options={[
                    { value: 'male', label: t({ id: 'signup.gender_male', message: 'Male' }) },
                    { value: 'female', label: t({ id: 'signup.gender_female', message: 'Female' }) },
                    { value: 'do_not_say', label: t({ id: 'signup.gender_do_not_say', message: 'Prefer not to say' }) },
                  ]}
                  error={error(vm.errors.gender)}
                />
                <TextField
                  label={<Trans id="signup.birthdate">Date of birth</Trans>}
                  type="date"
                  name="birthdate"
                  autoComplete="bday"
                  required
                  disabled={vm.busy}
                  max={vm.maxBirthdate}
                  value={vm.values.birthdate}
                  onValueChange={(v) => on.change('birthdate', v)}
                  error={error(vm.errors.birthdate)}
                />
              </div>
              <SelectField
                label={<Trans id="signup.country">Country</Trans>}
                name="country"
                autoComplete="country"
                required
                disabled={vm.busy}
                value={vm.values.country}
                onValueChange={(v) => on.change('country', v)}
                placeholder={t({ id: 'signup.choose', message: 'Choose…' })}
                options={vm.countries}
                error={error(vm.errors.country)}
              />
              <CheckboxField
                name="acceptPrivacy"
                required
                checked={vm.values.acceptPrivacy}
                onCheckedChange={on.acceptPrivacy}
                error={error(vm.errors.acceptPrivacy)}
                label={
                  <Trans id="signup.accept_privacy">
                    I have read and accept the <Link to="/legal/cookies">privacy policy</Link>
                  </Trans>
                }
              />
              <div className="signup__actions">
                <Button variant="ghost" onClick={on.back} disabled={vm.busy}>
                  <Trans id="signup.back">Back</Trans>
                </Button>
                <Button type="submit" busy={vm.busy}>
                  <Trans id="signup.submit">Create account</Trans>
                </Button>
              </div>
            </>
          )}
        </form>

        <p className="auth-card__links">
          <span>
            <Trans id="signup.have_account">Already have an account?</Trans>{' '}
            <Link to="/auth/login">
              <Trans id="signup.login">Log in</Trans>
            </Link>
          </span>
        </p>
      </section>
    </div>
  );
}
