/**
 * Model-based tests of the cookie consent machine: generated shortest, simple and per-transition paths replayed on a
 * real actor with a simulated clock (the 1.5 s delay by name) to check the effects along each path; every state
 * reached, every transition covered; main
 * journeys pinned by hand, including the exact delay (nothing at 1499 ms, visible at 1500 ms).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { cookieConsentMachine, type CookieConsentInput } from '~machines/cookieConsent/cookieConsentMachine';
import * as sel from '~machines/cookieConsent/cookieConsent.selectors';
import { flush } from '../support/model';
import { modelSuite, type EventFixtures } from '../support/modelSuite';

const inputs: Record<string, CookieConsentInput> = {
  'first visit': { accepted: false, dismissed: false, quietPage: false, waitedMs: 0 },
  'first visit on the policy page': { accepted: false, dismissed: false, quietPage: true, waitedMs: 0 },
  'already accepted': { accepted: true, dismissed: false, quietPage: false, waitedMs: 0 },
  'dismissed in this session': { accepted: false, dismissed: true, quietPage: false, waitedMs: 0 },
  'code loaded after the delay': { accepted: false, dismissed: false, quietPage: false, waitedMs: 2000 },
};

const effects = () => ({ recordConsent: vi.fn(), rememberDismissal: vi.fn() });

function provide(machine: typeof cookieConsentMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({
    actions: {
      recordConsent: () => spies.recordConsent(),
      rememberDismissal: () => spies.rememberDismissal(),
    },
  });
}

modelSuite({
  name: 'cookieConsent',
  machine: cookieConsentMachine,
  events: {
    'route.changed': [
      { type: 'route.changed', quietPage: true },
      { type: 'route.changed', quietPage: false },
    ],
    'user.accept': [{ type: 'user.accept' }],
    'user.dismiss': [{ type: 'user.dismiss' }],
  } satisfies EventFixtures<typeof cookieConsentMachine>,
  actors: {},
  delays: { modalDelay: 1500 },
  inputs,
  simple: true,
  // `deciding` is transient (eventless): it is left in the same macrostep, so it is never an observable state
  transient: ['cookieConsent.deciding'],
  serializeState: (snap) => JSON.stringify([snap.value, snap.context.quietPage]),
  // the view model agrees with the state
  invariant: (snap) => {
    expect(sel.selectVisible(snap)).toBe(snap.matches('visible'));
    expect(sel.selectConsentGiven(snap)).toBe(snap.matches('accepted'));
  },
  effects,
  provide,
  // effects follow the path (the reason to replay a machine without actors): consent recorded exactly when it ends
  // accepted through the notice
  afterPath: (path, actor, spies) => {
    const acceptedHere = path.steps.some((s) => s.event.type === 'user.accept');
    const dismissedHere = path.steps.some((s) => s.event.type === 'user.dismiss');
    expect(spies.recordConsent).toHaveBeenCalledTimes(acceptedHere ? 1 : 0);
    expect(spies.rememberDismissal).toHaveBeenCalledTimes(dismissedHere ? 1 : 0);
    if (acceptedHere) expect(actor.getSnapshot().matches('accepted')).toBe(true);
  },
});

describe('cookieConsentMachine journeys', () => {
  function start(input: CookieConsentInput) {
    const spies = effects();
    const clock = new SimulatedClock();
    const actor = createActor(provide(cookieConsentMachine, spies), { input, clock }).start();
    return { actor, clock, effects: spies };
  }

  /** Hidden until exactly `ms` from now, visible at `ms`. */
  async function appearsAfter({ actor, clock }: ReturnType<typeof start>, ms: number) {
    clock.increment(ms - 1);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  }

  it('appears 1.5 s after load: nothing at 1499 ms, visible at 1500 ms', async () => {
    const started = start(inputs['first visit']!);
    expect(sel.selectVisible(started.actor.getSnapshot())).toBe(false);
    await appearsAfter(started, 1500);
  });

  it('started late (its code loads after the first screen): the time already waited counts, once', async () => {
    const started = start({ ...inputs['first visit']!, waitedMs: 1000 });
    await appearsAfter(started, 500);
    // to the policy page and back: the full 1.5 s again
    started.actor.send({ type: 'route.changed', quietPage: true });
    started.actor.send({ type: 'route.changed', quietPage: false });
    await appearsAfter(started, 1500);
  });

  it('started after more than 1.5 s: visible at once', async () => {
    // no timer at all: a paused clock (the e2e's) shows it too
    const { actor } = start(inputs['code loaded after the delay']!);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  });

  it('accept records consent once and hides the notice for good', async () => {
    const { actor, clock, effects } = start(inputs['first visit']!);
    clock.increment(1500);
    actor.send({ type: 'user.accept' });
    expect(effects.recordConsent).toHaveBeenCalledTimes(1);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    expect(sel.selectConsentGiven(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('dismiss hides it without consent and remembers the dismissal', async () => {
    const { actor, clock, effects } = start(inputs['first visit']!);
    clock.increment(1500);
    actor.send({ type: 'user.dismiss' });
    expect(effects.rememberDismissal).toHaveBeenCalledTimes(1);
    expect(effects.recordConsent).not.toHaveBeenCalled();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    expect(sel.selectConsentGiven(actor.getSnapshot())).toBe(false);
  });

  it('never appears when cookies were accepted or dismissed before', async () => {
    for (const input of [inputs['already accepted']!, inputs['dismissed in this session']!]) {
      const { actor, clock } = start(input);
      clock.increment(60_000);
      await flush();
      expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    }
    const { actor } = start(inputs['already accepted']!);
    expect(sel.selectConsentGiven(actor.getSnapshot())).toBe(true);
  });

  it('is hidden on the cookie policy page; leaving the page starts the 1.5 s again', async () => {
    const { actor, clock } = start(inputs['first visit on the policy page']!);
    clock.increment(10_000);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'route.changed', quietPage: false });
    clock.increment(1499);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
    // going to the policy page while it is visible hides it there
    actor.send({ type: 'route.changed', quietPage: true });
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
  });

  it('navigating to the policy page during the delay cancels the timer', async () => {
    const { actor, clock } = start(inputs['first visit']!);
    clock.increment(1000);
    actor.send({ type: 'route.changed', quietPage: true });
    clock.increment(1000);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    // a navigation between ordinary pages does not restart the delay
    actor.send({ type: 'route.changed', quietPage: false });
    clock.increment(1000);
    actor.send({ type: 'route.changed', quietPage: false });
    clock.increment(500);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  });
});
