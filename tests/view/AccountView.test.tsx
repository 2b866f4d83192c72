// @vitest-environment jsdom
/**
 * The pure account view: profile rows (masked password, joined address, DD/MM/YYYY), the GPT favourite teams row,
 * the special-user and external-link cards, the wizard steps and warnings, the subscription display states with
 * their actions, the cards with their menus, and the intents each control sends.
 */
import type { ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountView } from '~/features/account/AccountView';
import type { ProfileOn, ProfileVm } from '~/features/account/profile/useProfile';
import type { SubscriptionOn, SubscriptionVm } from '~/features/account/subscription/useSubscription';
import type { PaymentMethodsOn, PaymentMethodsVm } from '~/features/account/paymentMethods/usePaymentMethods';
import type { DataStatus } from '~/features/account/shared';
import { wizardMessages } from '~machines/payments/subscribeWizardMachine';
import { cardModes, subscriptionActions, type Card, type Plan, type Subscription } from '~/domain';
import { aClub, aUser } from '../fixtures/domain';
import { renderInRouter } from '../support/render';

const plans: Plan[] = [
  {
    id: 1,
    name: 'Monthly',
    active: true,
    description: 'All of it',
    currency: 'EUR',
    price: 12,
    interval: 'MONTH',
    extendable: true,
    providerPlanId: 'p1',
    trialDays: 7,
  },
  {
    id: 2,
    name: 'Forever',
    active: true,
    description: '',
    currency: 'USD',
    price: 199,
    interval: 'LIFE',
    extendable: false,
    providerPlanId: null,
    trialDays: 0,
  },
];
const cards: Card[] = [
  { id: 'pm_1', selected: true, number: '**** **** **** 4242', expiration: '12/30', brand: 'visa' },
  { id: 'pm_2', selected: false, number: '**** **** **** 4444', expiration: '01/29', brand: 'mastercard' },
];

function sub(over: Partial<Subscription>): Subscription {
  const base = {
    id: 5,
    plan: {
      id: 1,
      name: 'Monthly',
      price: 12,
      interval: 'MONTH' as const,
      currency: 'EUR',
      description: '',
      active: true,
      providerPlanId: 'p1',
    },
    price: 12,
    discount: 0,
    status: 'ACTIVE',
    startDate: null,
    endDate: null,
    trialingDateEnd: null,
    nextDayPayment: '2026-12-20',
    coupon: null,
    clientSecret: null,
    paymentMethod: 'pm_1',
    ...over,
  };
  return { ...base, actions: subscriptionActions(base) };
}

/** The whole page's state in one object (what each section's vm is cut from). */
interface AccountVm extends ProfileVm {
  modes: ReturnType<typeof cardModes>;
  loading: boolean;
  data: { subscription: DataStatus; cards: DataStatus };
  subscription: Subscription | null;
  plans: Plan[];
  cards: Card[];
  wizard: SubscriptionVm['wizard'];
  actions: SubscriptionVm['actions'];
  pm: PaymentMethodsVm['pm'];
}
type AccountOn = ProfileOn &
  Pick<SubscriptionOn, 'wizard' | 'actions'> &
  Pick<PaymentMethodsOn, 'pm'> & { data: { retry(): void } };

/** The page's three sections, each with its part of the state and its intents. */
function Account({ vm, on, cardFields }: { vm: AccountVm; on: AccountOn; cardFields: ReactNode }) {
  return (
    <AccountView
      profile={{
        vm: {
          club: vm.club,
          user: vm.user,
          countries: vm.countries,
          teams: vm.teams,
          profile: vm.profile,
          password: vm.password,
        },
        on: { profile: on.profile, password: on.password },
      }}
      subscription={{
        vm: {
          mode: vm.modes.subscription,
          status: vm.data.subscription,
          subscription: vm.subscription,
          plans: vm.plans,
          cards: vm.cards,
          canAddCard: vm.modes.paymentMethods.kind === 'own',
          wizard: vm.wizard,
          actions: vm.actions,
        },
        on: { retry: on.data.retry, addCard: on.pm.add, wizard: on.wizard, actions: on.actions },
      }}
      paymentMethods={{
        vm: { mode: vm.modes.paymentMethods, status: vm.data.cards, cards: vm.cards, pm: vm.pm },
        on: { retry: on.data.retry, pm: on.pm },
      }}
      cardFields={cardFields}
    />
  );
}

function vmOf(over: Partial<AccountVm> = {}): AccountVm {
  const club = over.club ?? aClub();
  const user =
    over.user ??
    aUser({ address: 'Calle Mayor 1', postalCode: '28001', city: 'Madrid', country: 'ES', birthdate: '1990-04-01' });
  return {
    club,
    user,
    modes: cardModes(club, user),
    loading: false,
    data: { subscription: 'ready', cards: 'ready' },
    subscription: null,
    plans,
    cards,
    countries: [{ value: 'ES', label: 'Spain' }],
    teams: [],
    wizard: {
      step: 0,
      busy: false,
      succeeded: false,
      planId: 1,
      cardId: 'pm_1',
      couponCode: '',
      coupon: null,
      warning: null,
      enabledSteps: { 0: true, 1: true, 2: true },
    },
    actions: { modal: null, busy: false, refreshing: false, cardId: null, warning: null },
    pm: {
      modal: null,
      busy: false,
      unavailable: false,
      showFields: false,
      canSubmit: false,
      formError: null,
      cardId: null,
    },
    profile: {
      open: false,
      busy: false,
      form: {
        firstName: '',
        lastName: '',
        birthdate: '',
        country: '',
        gender: '',
        language: '',
        phone: '',
        address: '',
        city: '',
        postalCode: '',
      },
      errors: {},
      email: '',
      today: '2026-01-01',
    },
    password: { open: false, busy: false, form: { oldPassword: '', newPassword: '', newPasswordConfirmation: '' } },
    ...over,
  } as AccountVm;
}

function onOf(): AccountOn {
  const f = () => vi.fn();
  return {
    data: { retry: f() },
    wizard: { selectPlan: f(), selectCard: f(), changeCoupon: f(), next: f(), back: f(), goTo: f(), submit: f() },
    actions: { cancel: f(), resume: f(), retry: f(), selectCard: f(), accept: f(), dismiss: f() },
    pm: {
      add: f(),
      remove: f(),
      makeDefault: f(),
      accept: f(),
      dismiss: f(),
      retry: f(),
      submit: f(),
      ready: f(),
      change: f(),
    },
    profile: { open: f(), change: f(), toggleTeam: f(), submit: f(), dismiss: f() },
    password: { open: f(), change: f(), submit: f(), dismiss: f() },
  } as unknown as AccountOn;
}

/** The view at /account, in a router. */
async function show(ui: () => ReactNode) {
  await renderInRouter(ui, '/account');
  await screen.findByRole('heading', { name: 'My account' });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('AccountView', () => {
  it('profile rows: masked password, joined address, DD/MM/YYYY; rows open the right modal', async () => {
    const on = onOf();
    await show(() => <Account vm={vmOf()} on={on} cardFields={null} />);
    const profile = region('Profile');
    expect(within(profile).getByText('••••••••')).toBeTruthy();
    expect(within(profile).getByText('Calle Mayor 1, 28001, Madrid, Spain')).toBeTruthy();
    expect(within(profile).getByText('01/04/1990')).toBeTruthy();
    expect(within(profile).queryByText('Favourite teams')).toBeNull();
    fireEvent.click(within(profile).getByRole('button', { name: 'Change password' }));
    expect(on.password.open).toHaveBeenCalled();
    fireEvent.click(within(profile).getByRole('button', { name: /^Email:/ }));
    expect(on.profile.open).toHaveBeenCalled();
  });

  it('GPT shows the favourite teams row', async () => {
    const user = aUser({ favoriteTeams: [{ id: 1, name: 'Red Bulls', shortName: 'RB', image: '', pathToDetail: '' }] });
    await show(() => (
      <Account vm={vmOf({ club: aClub({ companyCode: 'GPT' }), user })} on={onOf()} cardFields={null} />
    ));
    expect(within(region('Profile')).getByText('Red Bulls')).toBeTruthy();
  });

  it('GPT: the edit-profile modal lists the teams to choose the favourites', async () => {
    const on = onOf();
    const base = vmOf();
    const teams = [
      { id: 601, name: 'Red Bulls', shortName: 'RB', image: '', pathToDetail: '' },
      { id: 602, name: 'Blue Arrows', shortName: 'BA', image: '', pathToDetail: '' },
    ];
    const vm = vmOf({
      club: aClub({ companyCode: 'GPT' }),
      teams,
      profile: { ...base.profile, open: true, form: { ...base.profile.form, favoriteTeamIds: [601] } },
    });
    await show(() => <Account vm={vm} on={on} cardFields={null} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit profile', hidden: true });
    const red = within(dialog).getByRole('checkbox', { name: 'Red Bulls', hidden: true }) as HTMLInputElement;
    const blue = within(dialog).getByRole('checkbox', { name: 'Blue Arrows', hidden: true }) as HTMLInputElement;
    expect(red.checked).toBe(true);
    expect(blue.checked).toBe(false);
    fireEvent.click(blue);
    expect(on.profile.toggleTeam).toHaveBeenCalledWith(602);
  });

  it('a special user sees only the message in the subscription and payment-methods cards', async () => {
    const user = aUser({ roles: ['SPECIAL'] });
    await show(() => <Account vm={vmOf({ user })} on={onOf()} cardFields={null} />);
    for (const name of ['Subscription', 'Payment methods']) {
      expect(within(region(name)).getByTestId('special-user')).toBeTruthy();
      expect(within(region(name)).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('external links replace the subscription and payment-methods controls', async () => {
    const club = aClub({
      externalSubscription: 'https://example.com/s',
      externalPaymentMethods: 'https://example.com/p',
    });
    await show(() => <Account vm={vmOf({ club })} on={onOf()} cardFields={null} />);
    expect(within(region('Subscription')).getByRole('link').getAttribute('href')).toBe('https://example.com/s');
    expect(within(region('Payment methods')).getByRole('link').getAttribute('href')).toBe('https://example.com/p');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('skeletons while loading', async () => {
    await show(() => (
      <Account
        vm={vmOf({ loading: true, data: { subscription: 'loading', cards: 'loading' } })}
        on={onOf()}
        cardFields={null}
      />
    ));
    expect(within(region('Subscription')).getByRole('status')).toBeTruthy();
    expect(within(region('Payment methods')).getByRole('status')).toBeTruthy();
  });

  it('data that failed to load: the error and Try again, never the wizard or an empty list', async () => {
    const on = onOf();
    await show(() => (
      <Account vm={vmOf({ data: { subscription: 'failed', cards: 'failed' } })} on={on} cardFields={null} />
    ));
    const subscription = within(region('Subscription'));
    expect(subscription.getByRole('alert').textContent).toContain('Oops! something unexpected has happened');
    expect(subscription.queryAllByRole('radio')).toHaveLength(0);
    const cards = within(region('Payment methods'));
    expect(cards.getByRole('alert').textContent).toContain('Your payment methods could not be loaded');
    expect(cards.getByRole('button', { name: 'Add a card' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(subscription.getByRole('button', { name: 'Try again' }));
    fireEvent.click(cards.getByRole('button', { name: 'Try again' }));
    expect(on.data.retry).toHaveBeenCalledTimes(2);
  });

  it('wizard step 0: plans with prices, trial and interval; warnings; disabled later steps', async () => {
    const on = onOf();
    const vm = vmOf({
      wizard: {
        ...vmOf().wizard,
        planId: null,
        warning: wizardMessages.selectPlan,
        enabledSteps: { 0: true, 1: false, 2: false },
      },
    });
    await show(() => <Account vm={vm} on={on} cardFields={null} />);
    const s = region('Subscription');
    expect(within(s).getByText('12.00 €')).toBeTruthy();
    expect(within(s).getByText('per month')).toBeTruthy();
    expect(within(s).getByText('7 days of free trial')).toBeTruthy();
    expect(within(s).getByText('$199.00')).toBeTruthy();
    expect(within(s).getByRole('alert').textContent).toBe('Select a plan to continue');
    expect((within(s).getByRole('button', { name: /Payment/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(s).getByRole('radio', { name: /Forever/ }));
    expect(on.wizard.selectPlan).toHaveBeenCalledWith(2);
    fireEvent.click(within(s).getByRole('button', { name: 'Continue' }));
    expect(on.wizard.next).toHaveBeenCalled();
  });

  it('wizard review shows the discount and submits', async () => {
    const on = onOf();
    const coupon = { id: 'c', name: 'WELCOME10', valid: true, percentOff: 10, amountOff: null, currency: null };
    await show(() => (
      <Account vm={vmOf({ wizard: { ...vmOf().wizard, step: 2, coupon } })} on={on} cardFields={null} />
    ));
    const s = region('Subscription');
    expect(within(s).getByText('10.80 €')).toBeTruthy();
    expect(within(s).getByText('7 days of free trial')).toBeTruthy();
    fireEvent.click(within(s).getByRole('button', { name: 'Subscribe and pay' }));
    expect(on.wizard.submit).toHaveBeenCalled();
  });

  it.each([
    [
      'trialing',
      sub({ status: 'TRIALING', trialingDateEnd: '2026-11-27' }),
      /Your free trial ends on 27\/11\/2026/,
      ['Cancel subscription', 'Change card'],
    ],
    ['active', sub({}), /Renews on 20\/12\/2026/, ['Cancel subscription', 'Change card']],
    [
      'cancelled',
      sub({ endDate: '2026-12-01', plan: { ...sub({}).plan, active: false } }),
      /Ends on 01\/12\/2026/,
      ['Resume subscription'],
    ],
    [
      'payment error',
      sub({ status: 'INCOMPLETE', clientSecret: 'pi_secret' }),
      /could not be completed/,
      ['Retry payment'],
    ],
  ])('subscription %s', async (_, subscription, text, buttons) => {
    const on = onOf();
    await show(() => <Account vm={vmOf({ subscription })} on={on} cardFields={null} />);
    const s = region('Subscription');
    expect(within(s).getByText(text)).toBeTruthy();
    expect(
      within(s)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
    fireEvent.click(within(s).getByRole('button', { name: buttons[0] }));
    if (buttons[0] === 'Retry payment') expect(on.actions.retry).toHaveBeenCalledWith(subscription, 'pm_1');
  });

  it('an ERROR subscription gives way to the wizard again', async () => {
    await show(() => <Account vm={vmOf({ subscription: sub({ status: 'ERROR' }) })} on={onOf()} cardFields={null} />);
    expect(within(region('Subscription')).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('cards: default flag, the default card offers neither "make default" nor Delete (it says why), intents', async () => {
    const on = onOf();
    await show(() => <Account vm={vmOf()} on={on} cardFields={null} />);
    const items = within(region('Payment methods')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Default');
    expect(within(items[0]!).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(within(items[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(items[0]!).getByText('The default card cannot be deleted')).toBeTruthy();
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Make default' }));
    expect(on.pm.makeDefault).toHaveBeenCalledWith(cards[1]);
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    expect(on.pm.remove).toHaveBeenCalledWith(cards[1]);
  });
});
