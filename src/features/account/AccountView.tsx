/**
 * The account page (spec §2 "Account page"): three anchored sections (profile, subscription, payment-methods), a
 * skeleton while subscription, cards or plans load, and the modals of each section. Pure: everything comes from
 * `vm` and goes out through `on`; the provider's secure card fields come in through `cardFields`.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PasswordField, SelectField, TextField } from '../../components/fields';
import { ExternalIcon } from '../../components/Icon';
import { PaymentMethodPicker, brandName } from '../../components/PaymentMethodPicker';
import {
  discountedPrice,
  formatDate,
  formatPrice,
  isCurrent,
  subscriptionCard,
  type Card,
  type MessageDescriptor,
  type Plan,
  type Subscription,
} from '../../domain';
import { intervalText, trialText } from '../../../machines/payments/format';
import type { ProfileField } from '../../../machines/profile/validation';
import { CHOOSE, profileErrorMessage } from '../../../machines/profile/messages';
import { safeUrl } from '../../shared/urlPolicy';
import type { AccountOn, AccountVm } from './useAccount';

type Section = 'profile' | 'subscription' | 'payment-methods';

export interface AccountViewProps {
  vm: AccountVm;
  on: AccountOn;
  /** The add-card form's secure fields (rendered only while the provider is loaded). */
  cardFields: ReactNode;
}

function useDescriptor() {
  const { i18n } = useLingui();
  return (d: MessageDescriptor | string | null | undefined) =>
    d == null ? null : typeof d === 'string' ? d : i18n._(d.id, d.values, { message: d.message });
}

export function AccountView({ vm, on, cardFields }: AccountViewProps) {
  return (
    <div className="account page">
      <header className="account__header">
        <h1 className="account__title">
          <Trans id="account.title">My account</Trans>
        </h1>
        <AccountMenu />
      </header>
      <div className="account__sections">
        <ProfileSection vm={vm} on={on} />
        <SubscriptionSection vm={vm} on={on} />
        <PaymentMethodsSection vm={vm} on={on} />
      </div>
      <ProfileModal vm={vm} on={on} />
      <PasswordModal vm={vm} on={on} />
      <SubscriptionModals vm={vm} on={on} />
      <PaymentMethodModals vm={vm} on={on} cardFields={cardFields} />
    </div>
  );
}

function AccountMenu() {
  const { t } = useLingui();
  const links: Array<[Section, string]> = [
    ['profile', t({ id: 'account.menu.profile', message: 'Profile' })],
    ['subscription', t({ id: 'account.menu.subscription', message: 'Subscription' })],
    ['payment-methods', t({ id: 'account.menu.payment_methods', message: 'Payment methods' })],
  ];
  return (
    <nav className="account__menu" aria-label={t({ id: 'account.menu.label', message: 'Account sections' })}>
      {links.map(([id, label]) => (
        <Link
          key={id}
          className="account__menu-link"
          to={`/account/${id}` as '/account/profile'}
          search={(prev: Record<string, unknown>) => prev}
          activeProps={{ 'aria-current': 'page' }}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function SectionCard({
  id,
  title,
  children,
  action,
}: {
  id: Section;
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="account-card" aria-labelledby={headingId} tabIndex={-1}>
      <div className="account-card__head">
        <h2 className="account-card__title" id={headingId}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Skeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div
      className="account-skeleton"
      role="status"
      aria-busy="true"
      aria-label={t({ id: 'common.loading', message: 'Loading' })}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton account-skeleton__row" />
      ))}
    </div>
  );
}

// ---- Profile --------------------------------------------------------------------------------------------------

function ProfileSection({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const { t } = useLingui();
  const u = vm.user;
  const countryName = vm.countries.find((c) => c.value === u.country.toUpperCase())?.label ?? u.country;
  const address = [u.address, u.postalCode, u.city, countryName].filter((p) => p && p.trim() !== '').join(', ');
  const language = u.language === 'es' ? 'Español' : 'English';
  const rows: Array<{ key: string; label: string; value: string; password?: boolean }> = [
    { key: 'email', label: t({ id: 'user.email', message: 'Email' }), value: u.email },
    { key: 'password', label: t({ id: 'user.password', message: 'Password' }), value: '••••••••', password: true },
    { key: 'name', label: t({ id: 'user.name', message: 'Name' }), value: `${u.firstName} ${u.lastName}`.trim() },
    { key: 'phone', label: t({ id: 'user.phone', message: 'Phone' }), value: u.phone },
    { key: 'address', label: t({ id: 'user.address', message: 'Address' }), value: address },
    { key: 'birthdate', label: t({ id: 'user.birthdate', message: 'Date of birth' }), value: formatDate(u.birthdate) },
    { key: 'language', label: t({ id: 'user.language', message: 'Language' }), value: language },
  ];
  if (vm.club.companyCode === 'GPT')
    rows.push({
      key: 'teams',
      label: t({ id: 'user.favorite_teams', message: 'Favourite teams' }),
      value: u.favoriteTeams.map((team) => team.name).join(', '),
    });
  return (
    <SectionCard id="profile" title={<Trans id="account.menu.profile">Profile</Trans>}>
      <ul className="profile-rows">
        {rows.map((row) => (
          <li key={row.key}>
            <button
              type="button"
              className="profile-row"
              onClick={row.password ? on.password.open : on.profile.open}
              aria-label={
                row.password
                  ? t({ id: 'user.modal_update_password.title', message: 'Change password' })
                  : `${row.label}: ${row.value || '—'}. ${t({ id: 'user.modal_update.title', message: 'Edit profile' })}`
              }
            >
              <span className="profile-row__label">{row.label}</span>
              <span className="profile-row__value">{row.value || '—'}</span>
              <span className="profile-row__chevron" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function ProfileModal({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const p = vm.profile;
  const error = (field: ProfileField) => {
    const message = profileErrorMessage(field, p.errors[field]);
    return message ? i18n._(message) : null;
  };
  const choose = i18n._(CHOOSE);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.profile.submit();
  };
  return (
    <Dialog
      open={p.open}
      onClose={on.profile.dismiss}
      dismissible={!p.busy}
      title={<Trans id="user.modal_update.title">Edit profile</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.profile.dismiss} disabled={p.busy}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={p.busy}>
            <Trans id="profile.complete.save">Save</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="form account-form" noValidate onSubmit={submit} aria-busy={p.busy}>
        <TextField
          label={<Trans id="user.email">Email</Trans>}
          type="email"
          value={p.email}
          disabled
          onValueChange={() => {}}
        />
        <div className="account-form__row">
          <TextField
            label={<Trans id="profile.complete.first_name">First name</Trans>}
            name="firstName"
            autoComplete="given-name"
            required
            value={p.form.firstName}
            onValueChange={(v) => on.profile.change('firstName', v)}
            error={error('firstName')}
          />
          <TextField
            label={<Trans id="profile.complete.last_name">Last name</Trans>}
            name="lastName"
            autoComplete="family-name"
            required
            value={p.form.lastName}
            onValueChange={(v) => on.profile.change('lastName', v)}
            error={error('lastName')}
          />
        </div>
        <TextField
          label={<Trans id="user.phone">Phone</Trans>}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={p.form.phone}
          onValueChange={(v) => on.profile.change('phone', v)}
        />
        <TextField
          label={<Trans id="user.address">Address</Trans>}
          name="address"
          autoComplete="street-address"
          value={p.form.address}
          onValueChange={(v) => on.profile.change('address', v)}
        />
        <div className="account-form__row">
          <TextField
            label={<Trans id="user.city">City</Trans>}
            name="city"
            autoComplete="address-level2"
            value={p.form.city}
            onValueChange={(v) => on.profile.change('city', v)}
          />
          <TextField
            label={<Trans id="user.postal_code">Postal code</Trans>}
            name="postalCode"
            autoComplete="postal-code"
            value={p.form.postalCode}
            onValueChange={(v) => on.profile.change('postalCode', v)}
          />
        </div>
        <SelectField
          label={<Trans id="profile.complete.country">Country</Trans>}
          name="country"
          autoComplete="country"
          required
          placeholder={choose}
          options={vm.countries}
          value={p.form.country}
          onValueChange={(v) => on.profile.change('country', v)}
          error={error('country')}
        />
        <TextField
          label={<Trans id="profile.complete.birthdate">Date of birth</Trans>}
          name="birthdate"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={p.today}
          required
          value={p.form.birthdate}
          onValueChange={(v) => on.profile.change('birthdate', v)}
          error={error('birthdate')}
        />
        <div className="account-form__row">
          <SelectField
            label={<Trans id="profile.complete.gender">Gender</Trans>}
            name="gender"
            required
            placeholder={choose}
            options={[
              { value: 'male', label: t({ id: 'profile.gender.male', message: 'Male' }) },
              { value: 'female', label: t({ id: 'profile.gender.female', message: 'Female' }) },
              { value: 'do_not_say', label: t({ id: 'profile.gender.do_not_say', message: 'Prefer not to say' }) },
            ]}
            value={p.form.gender}
            onValueChange={(v) => on.profile.change('gender', v)}
            error={error('gender')}
          />
          <SelectField
            label={<Trans id="profile.complete.language">Language</Trans>}
            name="language"
            required
            placeholder={choose}
            options={[
              { value: 'es', label: 'Español' },
              { value: 'en', label: 'English' },
            ]}
            value={p.form.language}
            onValueChange={(v) => on.profile.change('language', v)}
            error={error('language')}
          />
        </div>
        {vm.teams.length > 0 ? (
          <fieldset className="account-form__teams">
            <legend className="field__label">
              <Trans id="user.favorite_teams">Favourite teams</Trans>
            </legend>
            <div className="account-form__team-list">
              {vm.teams.map((team) => (
                <label key={team.id} className="account-form__team">
                  <input
                    type="checkbox"
                    checked={p.form.favoriteTeamIds.includes(team.id)}
                    onChange={() => on.profile.toggleTeam(team.id)}
                  />
                  {team.image ? <img src={team.image} alt="" width={24} height={24} /> : null}
                  <span>{team.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </form>
    </Dialog>
  );
}

function PasswordModal({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const formId = useId();
  const p = vm.password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.password.submit();
  };
  return (
    <Dialog
      open={p.open}
      onClose={on.password.dismiss}
      dismissible={!p.busy}
      size="sm"
      title={<Trans id="user.modal_update_password.title">Change password</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={on.password.dismiss} disabled={p.busy}>
            <Trans id="common.cancel">Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={p.busy}>
            <Trans id="user.modal_update_password.accept">Change password</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className="form account-form" noValidate onSubmit={submit} aria-busy={p.busy}>
        <PasswordField
          label={<Trans id="user.modal_update_password.old_password">Current password</Trans>}
          name="oldPassword"
          autoComplete="current-password"
          value={p.form.oldPassword}
          onValueChange={(v) => on.password.change('oldPassword', v)}
        />
        <PasswordField
          label={<Trans id="user.modal_update_password.new_password">New password</Trans>}
          name="newPassword"
          autoComplete="new-password"
          value={p.form.newPassword}
          onValueChange={(v) => on.password.change('newPassword', v)}
        />
        <PasswordField
          label={<Trans id="user.modal_update_password.new_password_confirmation">Confirm the new password</Trans>}
          name="newPasswordConfirmation"
          autoComplete="new-password"
          value={p.form.newPasswordConfirmation}
          onValueChange={(v) => on.password.change('newPasswordConfirmation', v)}
        />
      </form>
    </Dialog>
  );
}

// ---- Subscription ---------------------------------------------------------------------------------------------

function SpecialMessage() {
  return (
    <p className="account-card__note" data-testid="special-user">
      <Trans id="account.special_user">
        Your account has full free access to every content of the club: there is nothing to manage here.
      </Trans>
    </p>
  );
}

function ExternalLink({ url, message, button }: { url: string; message: ReactNode; button: ReactNode }) {
  // the mapper applied the URL policy; checked again where the club's address becomes an href
  const href = safeUrl(url);
  return (
    <div className="account-card__external">
      <p className="account-card__note">{message}</p>
      {href ? (
        <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
          {button}
          <ExternalIcon aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

/**
 * Data that could not be loaded (issue 11): the spec's message and Try again, in place of a wizard or an empty
 * list that would look real.
 */
function LoadFailure({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <div className="account-card__failure" role="alert">
      <p className="account-card__note">{children}</p>
      <Button onClick={onRetry}>
        <Trans id="common.retry">Try again</Trans>
      </Button>
    </div>
  );
}

function SubscriptionSection({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const mode = vm.modes.subscription;
  let body: ReactNode;
  if (mode.kind === 'special') body = <SpecialMessage />;
  else if (mode.kind === 'external')
    body = (
      <ExternalLink
        url={mode.url}
        message={
          <Trans id="subscription.external.message">Subscriptions of this club are managed on its website.</Trans>
        }
        button={<Trans id="subscription.external.button">Manage my subscription</Trans>}
      />
    );
  else if (vm.data.subscription === 'loading') body = <Skeleton rows={4} />;
  else if (vm.data.subscription === 'failed')
    body = (
      <LoadFailure onRetry={on.data.retry}>
        <Trans id="errors.generic">Oops! something unexpected has happened. Please try again in a few moments.</Trans>
      </LoadFailure>
    );
  else if (isCurrent(vm.subscription)) body = <SubscriptionCard vm={vm} on={on} subscription={vm.subscription} />;
  else body = <SubscribeWizard vm={vm} on={on} />;
  return (
    <SectionCard id="subscription" title={<Trans id="account.menu.subscription">Subscription</Trans>}>
      {body}
    </SectionCard>
  );
}

function PlanPrice({ price, currency, interval }: { price: number; currency: string; interval: string }) {
  const { i18n } = useLingui();
  const text = useDescriptor();
  const per = text(intervalText(interval));
  return (
    <span className="plan-price">
      <span className="plan-price__amount">{formatPrice(price, currency, i18n.locale)}</span>
      {per ? <span className="plan-price__interval"> {per}</span> : null}
    </span>
  );
}

function SubscriptionCard({ vm, on, subscription: s }: { vm: AccountVm; on: AccountOn; subscription: Subscription }) {
  const card = subscriptionCard(s);
  const badge: Record<typeof card.state, ReactNode> = {
    trialing: <Trans id="subscription.state.trialing">Free trial</Trans>,
    active: <Trans id="subscription.state.active">Active</Trans>,
    payment_error: <Trans id="subscription.state.payment_error">Payment failed</Trans>,
    cancelled: <Trans id="subscription.state.cancelled">Cancelled</Trans>,
  };
  const trialEnd = formatDate(card.trialEnd);
  const renewal = formatDate(card.renewal);
  const end = formatDate(card.end);
  const defaultCard = vm.cards.find((c) => c.selected)?.id ?? vm.cards[0]?.id ?? null;
  return (
    <div className={`subscription subscription--${card.state}`} data-state={card.state}>
      <div className="subscription__head">
        <h3 className="subscription__plan">{s.plan.name}</h3>
        <span className={`subscription__badge subscription__badge--${card.state}`}>{badge[card.state]}</span>
      </div>
      <p className="subscription__price">
        <PlanPrice price={s.price} currency={s.plan.currency} interval={s.plan.interval} />
        {s.coupon ? (
          <span className="subscription__coupon">
            {' '}
            <Trans id="subscription.card.coupon">Coupon {s.coupon}</Trans>
          </span>
        ) : null}
      </p>
      {s.plan.description ? <p className="subscription__description">{s.plan.description}</p> : null}
      {card.state === 'trialing' && trialEnd ? (
        <p className="subscription__date">
          <Trans id="subscription.card.trial_end">Your free trial ends on {trialEnd}.</Trans>
        </p>
      ) : null}
      {card.state === 'active' && renewal ? (
        <p className="subscription__date">
          <Trans id="subscription.card.renewal">Renews on {renewal}.</Trans>
        </p>
      ) : null}
      {card.state === 'cancelled' ? (
        <p className="subscription__date">
          <Trans id="subscription.card.end">Ends on {end}. It will not renew.</Trans>
        </p>
      ) : null}
      {card.state === 'payment_error' ? (
        <p className="subscription__date subscription__date--error" role="status">
          <Trans id="subscription.card.payment_error">The last payment could not be completed.</Trans>
        </p>
      ) : null}
      {vm.actions.refreshing ? (
        <p className="subscription__date" role="status">
          <Trans id="subscription.card.refreshing">Updating your subscription…</Trans>
        </p>
      ) : null}
      <div className="subscription__actions">
        {card.canRetry ? (
          <Button onClick={() => on.actions.retry(s, defaultCard)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.retry">Retry payment</Trans>
          </Button>
        ) : null}
        {card.canResume ? (
          <Button onClick={() => on.actions.resume(s)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.resume">Resume subscription</Trans>
          </Button>
        ) : null}
        {card.canCancel ? (
          <Button variant="ghost" onClick={() => on.actions.cancel(s)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.cancel">Cancel subscription</Trans>
          </Button>
        ) : null}
        {card.canChangeCard && vm.cards.length > 0 ? (
          <Button variant="ghost" onClick={() => on.actions.changeCard(s, defaultCard)} disabled={vm.actions.busy}>
            <Trans id="subscription.card.change_card">Change card</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function SubscribeWizard({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const { t, i18n } = useLingui();
  const text = useDescriptor();
  const w = vm.wizard;
  const plan = vm.plans.find((p) => p.id === w.planId) ?? null;
  const card = vm.cards.find((c) => c.id === w.cardId) ?? null;
  const steps: Array<[0 | 1 | 2, string]> = [
    [0, t({ id: 'subscription.subscribe_card.step_plan', message: 'Plan' })],
    [1, t({ id: 'subscription.subscribe_card.step_payment', message: 'Payment' })],
    [2, t({ id: 'subscription.subscribe_card.step_review', message: 'Review and pay' })],
  ];
  const warning = text(w.warning);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (w.step === 2) on.wizard.submit();
    else on.wizard.next();
  };
  // a step change moves focus to the new step (not on first render)
  const panel = useRef<HTMLDivElement>(null);
  const shownStep = useRef(w.step);
  useEffect(() => {
    if (shownStep.current === w.step) return;
    shownStep.current = w.step;
    panel.current?.focus();
  }, [w.step]);
  return (
    <form className="wizard" onSubmit={submit} noValidate aria-busy={w.busy}>
      <ol
        className="wizard__steps"
        aria-label={t({ id: 'subscription.subscribe_card.steps', message: 'Subscription steps' })}
      >
        {steps.map(([index, label]) => (
          <li
            key={index}
            className={`wizard__step${w.step === index ? ' wizard__step--current' : ''}${w.step > index ? ' wizard__step--done' : ''}`}
          >
            <button
              type="button"
              className="wizard__step-button"
              aria-current={w.step === index ? 'step' : undefined}
              disabled={!w.enabledSteps[index] || w.step === index}
              onClick={() => on.wizard.goTo(index)}
            >
              <span className="wizard__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard__step-label">{label}</span>
            </button>
          </li>
        ))}
      </ol>

      <div ref={panel} tabIndex={-1} className="wizard__body">
        {w.step === 0 ? (
          <fieldset className="wizard__panel">
            <legend className="wizard__legend">
              <Trans id="subscription.subscribe_card.choose_plan">Choose your plan</Trans>
            </legend>
            {vm.plans.length === 0 ? (
              <p className="account-card__note">
                <Trans id="subscription.subscribe_card.no_plans">There are no plans available right now.</Trans>
              </p>
            ) : (
              <div className={`plans${vm.plans.length <= 3 ? ' plans--row' : ''}`}>
                {vm.plans.map((p) => (
                  <PlanOption
                    key={p.id}
                    plan={p}
                    checked={p.id === w.planId}
                    onSelect={() => on.wizard.selectPlan(p.id)}
                  />
                ))}
              </div>
            )}
          </fieldset>
        ) : null}

        {w.step === 1 ? (
          <div className="wizard__panel">
            <PaymentMethodPicker
              cards={vm.cards}
              selectedId={w.cardId}
              onSelect={on.wizard.selectCard}
              disabled={w.busy}
              legend={<Trans id="subscription.subscribe_card.choose_card">Pay with</Trans>}
              empty={
                <Trans id="subscription.subscribe_card.no_cards">
                  You have no saved cards yet: add one to continue.
                </Trans>
              }
            />
            {vm.modes.paymentMethods.kind === 'own' ? (
              <Button variant="link" onClick={on.pm.add} className="wizard__add-card">
                <Trans id="payment_methods.add">Add a card</Trans>
              </Button>
            ) : null}
            <TextField
              label={<Trans id="subscription.subscribe_card.coupon">Coupon (optional)</Trans>}
              name="coupon"
              autoComplete="off"
              value={w.couponCode}
              onValueChange={on.wizard.changeCoupon}
              disabled={w.busy}
            />
          </div>
        ) : null}

        {w.step === 2 && plan ? (
          <div className="wizard__panel">
            <dl className="review">
              <div className="review__row">
                <dt>
                  <Trans id="subscription.subscribe_card.review_plan">Plan</Trans>
                </dt>
                <dd>
                  {plan.name} · <PlanPrice price={plan.price} currency={plan.currency} interval={plan.interval} />
                </dd>
              </div>
              {w.coupon ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_coupon">Coupon</Trans>
                  </dt>
                  <dd>{w.coupon.name}</dd>
                </div>
              ) : null}
              <div className="review__row review__row--total">
                <dt>
                  <Trans id="subscription.subscribe_card.review_total">Total</Trans>
                </dt>
                <dd>
                  {w.coupon ? (
                    <s className="review__old-price">{formatPrice(plan.price, plan.currency, i18n.locale)}</s>
                  ) : null}{' '}
                  {formatPrice(discountedPrice(plan.price, w.coupon), plan.currency, i18n.locale)}
                </dd>
              </div>
              {plan.trialDays > 0 ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_trial">Trial</Trans>
                  </dt>
                  <dd>{text(trialText(plan.trialDays))}</dd>
                </div>
              ) : null}
              {card ? (
                <div className="review__row">
                  <dt>
                    <Trans id="subscription.subscribe_card.review_card">Card</Trans>
                  </dt>
                  <dd>
                    {brandName(card.brand)} {card.number}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}
      </div>

      {warning ? (
        <p className="wizard__warning" role="alert">
          {warning}
        </p>
      ) : null}

      <div className="wizard__nav">
        {w.step > 0 ? (
          <Button variant="ghost" onClick={on.wizard.back} disabled={w.busy || w.succeeded}>
            <Trans id="subscription.subscribe_card.back">Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={w.busy} disabled={w.succeeded}>
          {w.step === 2 ? (
            <Trans id="subscription.subscribe_card.pay">Subscribe and pay</Trans>
          ) : (
            <Trans id="subscription.subscribe_card.next">Continue</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}

function PlanOption({ plan, checked, onSelect }: { plan: Plan; checked: boolean; onSelect(): void }) {
  const text = useDescriptor();
  const id = useId();
  const trial = text(trialText(plan.trialDays));
  return (
    <div className={`plan${checked ? ' plan--checked' : ''}`}>
      <input id={id} className="plan__radio" type="radio" name="plan" checked={checked} onChange={onSelect} />
      <label htmlFor={id} className="plan__label">
        <span className="plan__name">{plan.name}</span>
        <PlanPrice price={plan.price} currency={plan.currency} interval={plan.interval} />
        {trial ? <span className="plan__trial">{trial}</span> : null}
        {plan.description ? <span className="plan__description">{plan.description}</span> : null}
      </label>
    </div>
  );
}

function ConfirmDialog({
  open,
  title,
  text,
  accept,
  dismiss,
  busy,
  onAccept,
  onDismiss,
  children,
}: {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  accept: ReactNode;
  /** The choice that changes nothing; "Cancel" unless that would read like the accept choice. */
  dismiss?: ReactNode;
  busy: boolean;
  onAccept(): void;
  onDismiss(): void;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      dismissible={!busy}
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onDismiss} disabled={busy}>
            {dismiss ?? <Trans id="common.cancel">Cancel</Trans>}
          </Button>
          <Button onClick={onAccept} busy={busy}>
            {accept}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      {children}
    </Dialog>
  );
}

function SubscriptionModals({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const text = useDescriptor();
  const a = vm.actions;
  const warning = text(a.warning);
  return (
    <>
      <ConfirmDialog
        open={a.modal === 'cancel'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_cancel.title">Cancel your subscription?</Trans>}
        text={
          <Trans id="subscription.modal_cancel.text">
            You keep access until the end of the current period; the subscription will not renew.
          </Trans>
        }
        accept={<Trans id="subscription.modal_cancel.accept">Cancel subscription</Trans>}
        // "Cancel" beside "Cancel subscription" reads as the same choice: the keep choice says what it keeps
        dismiss={<Trans id="subscription.modal_cancel.cancel">Keep my subscription</Trans>}
      />
      <ConfirmDialog
        open={a.modal === 'resume'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_resume.title">Resume your subscription?</Trans>}
        text={<Trans id="subscription.modal_resume.text">Your subscription will renew automatically again.</Trans>}
        accept={<Trans id="subscription.modal_resume.accept">Resume</Trans>}
      />
      <ConfirmDialog
        open={a.modal === 'retry'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_retry_payment.title">Retry the payment</Trans>}
        text={
          <Trans id="subscription.modal_retry_payment.text">
            Choose the card to pay with. Your bank may ask you to confirm the payment.
          </Trans>
        }
        accept={<Trans id="subscription.modal_retry_payment.accept">Pay now</Trans>}
      >
        <PaymentMethodPicker
          cards={vm.cards}
          selectedId={a.cardId}
          onSelect={on.actions.selectCard}
          disabled={a.busy}
          legend={<Trans id="subscription.subscribe_card.choose_card">Pay with</Trans>}
          empty={
            <Trans id="subscription.subscribe_card.no_cards">You have no saved cards yet: add one to continue.</Trans>
          }
        />
        {warning ? (
          <p className="wizard__warning" role="alert">
            {warning}
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={a.modal === 'changeCard'}
        busy={a.busy}
        onAccept={on.actions.accept}
        onDismiss={on.actions.dismiss}
        title={<Trans id="subscription.modal_change_card.title">Change the card</Trans>}
        text={
          <Trans id="subscription.modal_change_card.text">
            Choose the card your subscription is paid with. It also becomes your default card.
          </Trans>
        }
        accept={<Trans id="subscription.modal_change_card.accept">Use this card</Trans>}
      >
        <PaymentMethodPicker
          cards={vm.cards}
          selectedId={a.cardId}
          onSelect={on.actions.selectCard}
          disabled={a.busy}
          legend={<Trans id="subscription.subscribe_card.choose_card">Pay with</Trans>}
          empty={
            <Trans id="subscription.subscribe_card.no_cards">You have no saved cards yet: add one to continue.</Trans>
          }
        />
        {warning ? (
          <p className="wizard__warning" role="alert">
            {warning}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

// ---- Payment methods ------------------------------------------------------------------------------------------

function PaymentMethodsSection({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const mode = vm.modes.paymentMethods;
  let body: ReactNode;
  if (mode.kind === 'special') body = <SpecialMessage />;
  else if (mode.kind === 'external')
    body = (
      <ExternalLink
        url={mode.url}
        message={
          <Trans id="payment_methods.external.message">Payment methods of this club are managed on its website.</Trans>
        }
        button={<Trans id="payment_methods.external.button">Manage my payment methods</Trans>}
      />
    );
  else if (vm.data.cards === 'loading') body = <Skeleton rows={2} />;
  else if (vm.data.cards === 'failed')
    body = (
      <LoadFailure onRetry={on.data.retry}>
        <Trans id="payment_methods.error">Your payment methods could not be loaded</Trans>
      </LoadFailure>
    );
  else body = <CardList vm={vm} on={on} />;
  return (
    <SectionCard
      id="payment-methods"
      title={<Trans id="account.menu.payment_methods">Payment methods</Trans>}
      action={
        mode.kind === 'own' ? (
          <Button onClick={on.pm.add} disabled={vm.data.cards !== 'ready'}>
            <Trans id="payment_methods.add">Add a card</Trans>
          </Button>
        ) : undefined
      }
    >
      {body}
    </SectionCard>
  );
}

/** Choosing an item closes the card's menu (a native disclosure). */
function closeMenu(item: HTMLElement) {
  item.closest('details')?.removeAttribute('open');
}

function CardList({ vm, on }: { vm: AccountVm; on: AccountOn }) {
  const { t } = useLingui();
  if (vm.cards.length === 0)
    return (
      <p className="account-card__note">
        <Trans id="payment_methods.empty">You have no saved cards.</Trans>
      </p>
    );
  return (
    <ul className="cards">
      {vm.cards.map((card: Card) => {
        const expiry = card.expiration;
        const number = card.number;
        return (
          <li key={card.id} className={`saved-card${card.selected ? ' saved-card--default' : ''}`}>
            <span className="saved-card__brand">{brandName(card.brand)}</span>
            <span className="saved-card__number">{card.number}</span>
            <span className="saved-card__expiry">
              <Trans id="payment_methods.expires">Expires {expiry}</Trans>
            </span>
            {card.selected ? (
              <span className="saved-card__default">
                <Trans id="payment_methods.default">Default</Trans>
              </span>
            ) : null}
            <details className="saved-card__menu">
              <summary
                className="saved-card__menu-button"
                aria-label={t({ id: 'payment_methods.menu', message: `Options for the card ${number}` })}
              >
                ⋯
              </summary>
              <div className="saved-card__menu-list">
                {!card.selected ? (
                  <button
                    type="button"
                    className="saved-card__menu-item"
                    onClick={(e) => {
                      closeMenu(e.currentTarget);
                      on.pm.makeDefault(card);
                    }}
                  >
                    <Trans id="payment_methods.make_default">Make default</Trans>
                  </button>
                ) : null}
                <button
                  type="button"
                  className="saved-card__menu-item"
                  onClick={(e) => {
                    closeMenu(e.currentTarget);
                    on.pm.remove(card);
                  }}
                >
                  <Trans id="payment_methods.delete">Delete</Trans>
                </button>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function PaymentMethodModals({ vm, on, cardFields }: AccountViewProps) {
  const text = useDescriptor();
  const p = vm.pm;
  const formId = useId();
  const target = vm.cards.find((c) => c.id === p.cardId);
  const targetLabel = target ? `${brandName(target.brand)} ${target.number}` : '';
  const formError = text(p.formError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.pm.submit();
  };
  return (
    <>
      <Dialog
        open={p.modal === 'add'}
        onClose={on.pm.dismiss}
        dismissible={!p.busy || p.unavailable}
        title={<Trans id="payment_methods.create_modal.title">Add a card</Trans>}
        footer={
          p.unavailable ? (
            <>
              <Button variant="ghost" onClick={on.pm.dismiss}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button onClick={on.pm.retry}>
                <Trans id="common.retry">Try again</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button variant="ghost" onClick={on.pm.dismiss} disabled={p.busy}>
                <Trans id="common.cancel">Cancel</Trans>
              </Button>
              <Button type="submit" form={formId} busy={p.busy} disabled={!p.canSubmit}>
                <Trans id="payment_methods.create_modal.accept">Save card</Trans>
              </Button>
            </>
          )
        }
      >
        {p.unavailable ? (
          <p className="wizard__warning" role="alert">
            <Trans id="stripe.error_connection">
              The payment provider could not be reached. You cannot pay until it is back.
            </Trans>
          </p>
        ) : (
          <form id={formId} className="form" noValidate onSubmit={submit} aria-busy={p.busy}>
            {p.showFields ? cardFields : null}
            {!p.showFields ? <Skeleton rows={2} /> : null}
            {formError ? (
              <p className="field__error" role="alert">
                {formError}
              </p>
            ) : null}
          </form>
        )}
      </Dialog>
      <ConfirmDialog
        open={p.modal === 'remove'}
        busy={p.busy}
        onAccept={on.pm.accept}
        onDismiss={on.pm.dismiss}
        title={<Trans id="payment_methods.remove_modal.title">Delete this card?</Trans>}
        text={
          <Trans id="payment_methods.remove_modal.text">
            The card {targetLabel} will be removed from your account.
          </Trans>
        }
        accept={<Trans id="payment_methods.remove_modal.accept">Delete</Trans>}
      />
      <ConfirmDialog
        open={p.modal === 'default'}
        busy={p.busy}
        onAccept={on.pm.accept}
        onDismiss={on.pm.dismiss}
        title={<Trans id="payment_methods.change_default_modal.title">Make this card the default?</Trans>}
        text={
          <Trans id="payment_methods.change_default_modal.text">
            Future payments will be charged to {targetLabel}.
          </Trans>
        }
        accept={<Trans id="payment_methods.change_default_modal.accept">Make default</Trans>}
      />
    </>
  );
}
