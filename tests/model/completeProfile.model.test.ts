/**
 * Model-based tests of the complete-profile machine: generated shortest, simple and per-transition paths replayed on
 * a real actor with a controllable `profileSave` (the save child, with its session, toast and language effects, is
 * tested in profileSave.model.test.ts), no-op session/consent watchers (their events are sent by the path)
 * and a simulated clock (the 1.5 s delay by name); every observable state reached, every transition covered. Main
 * journeys are pinned by hand with their effects.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  completeProfileMachine,
  type CompleteProfileEvent,
  type CompleteProfileInput,
} from '~machines/profile/completeProfileMachine';
import * as sel from '~machines/profile/completeProfile.selectors';
import { isProfileComplete, isValidProfile } from '~machines/profile/validation';
import { aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const TODAY = '2025-06-01';
/** Missing only the gender, so one change makes the form valid and the graph stays small. */
const incomplete = aUser({ id: 7, gender: null });
const complete = aUser({ id: 7, gender: 'male', language: 'es' });
const otherIncomplete = aUser({ id: 8, email: 'other@demo.club', gender: null, country: '' });

const actors = {
  // the save child ends with the saved user, or null when it told the member why it could not save
  profileSave: {
    done: [{ user: complete }, { user: null }],
    error: [new Error('boom')],
  },
  // no-op session and consent watchers: their events are sent by the path
  watchSession: { logic: fromCallback<CompleteProfileEvent>(() => {}) },
  watchConsent: { logic: fromCallback<CompleteProfileEvent>(() => {}) },
} satisfies ActorFixtures<typeof completeProfileMachine>;

const input = (over: Partial<CompleteProfileInput>): CompleteProfileInput => ({
  user: null,
  cookiesAccepted: false,
  postponedUserId: null,
  today: TODAY,
  ...over,
});

const inputs: Record<string, CompleteProfileInput> = {
  'anonymous, cookies not accepted': input({}),
  'logged in, incomplete, cookies accepted': input({ user: incomplete, cookiesAccepted: true }),
  'logged in, incomplete, cookies not accepted': input({ user: incomplete }),
  'logged in, postponed in this session': input({ user: incomplete, cookiesAccepted: true, postponedUserId: 7 }),
  'logged in, complete': input({ user: complete, cookiesAccepted: true }),
};

const effects = () => ({ rememberLater: vi.fn() });

function provide(machine: typeof completeProfileMachine, spies: ReturnType<typeof effects>) {
  return machine.provide({ actions: { rememberLater: (_, p) => spies.rememberLater(p) } });
}

function provided() {
  const spies = effects();
  const { machine, controls } = withControls(completeProfileMachine, actors);
  return { machine: provide(machine, spies), controls, effects: spies };
}

modelSuite({
  name: 'completeProfile',
  machine: completeProfileMachine,
  events: {
    'session.loggedIn': [
      { type: 'session.loggedIn', user: incomplete },
      { type: 'session.loggedIn', user: complete },
    ],
    'session.loggedOut': [{ type: 'session.loggedOut' }],
    'session.userUpdated': [
      { type: 'session.userUpdated', user: complete },
      { type: 'session.userUpdated', user: incomplete },
    ],
    'consent.accepted': [{ type: 'consent.accepted' }],
    'user.change': [
      { type: 'user.change', field: 'gender', value: 'male' },
      { type: 'user.change', field: 'firstName', value: '' },
    ],
    'user.submit': [{ type: 'user.submit' }],
    'user.later': [{ type: 'user.later' }],
  } satisfies EventFixtures<typeof completeProfileMachine>,
  actors,
  delays: { modalDelay: 1500 },
  inputs,
  simple: true,
  // Simple paths (every acyclic journey) use the events of one login session: the session events re-enter the flow
  // from anywhere and make the number of simple paths explode. Their transitions are covered by the per-transition
  // paths, which use every event.
  simpleWithout: ['session.loggedIn', 'session.loggedOut', 'session.userUpdated'],
  // `evaluating` is transient (eventless): it is left in the same macrostep, so it is never observable
  transient: ['completeProfile.evaluating'],
  // Context is part of a state's identity: keep only the facts that change behaviour.
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([
      snap.status,
      snap.value,
      c.user === null ? null : `${c.user.id}:${isProfileComplete(c.user)}`,
      c.cookiesAccepted,
      c.postponedUserId,
      isValidProfile(c.form, c.today),
      c.submitted,
      Object.keys(sel.selectErrors(snap)).sort(),
    ]);
  },
  invariant: (snap) => {
    expect(sel.selectVisible(snap)).toBe(snap.matches('open'));
    expect(sel.selectIsBusy(snap)).toBe(snap.matches({ open: 'saving' }));
  },
  effects,
  provide,
  // "Later" is remembered each time it is chosen
  afterPath: (path, _actor, spies) => {
    const later = path.steps.filter((s) => s.event.type === 'user.later').length;
    expect(spies.rememberLater).toHaveBeenCalledTimes(later);
  },
});

describe('completeProfileMachine journeys', () => {
  function start(i: CompleteProfileInput) {
    const ctx = provided();
    const clock = new SimulatedClock();
    const actor = createActor(ctx.machine, { input: i, clock }).start();
    return { ...ctx, actor, clock };
  }

  it('opens 1.5 s after login (nothing at 1499 ms) with the form pre-filled from the user', async () => {
    const { actor, clock } = start(input({ cookiesAccepted: true }));
    actor.send({ type: 'session.loggedIn', user: otherIncomplete });
    clock.increment(1499);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
    expect(sel.selectForm(actor.getSnapshot())).toEqual({
      firstName: 'Marta',
      lastName: 'Ruiz',
      birthdate: '1990-04-01',
      country: '',
      gender: '',
      language: 'en',
    });
    // no errors until the user tries to save
    expect(sel.selectErrors(actor.getSnapshot())).toEqual({});
  });

  it('opens 1.5 s after start-up when already logged in', async () => {
    const { actor, clock } = start(input({ user: incomplete, cookiesAccepted: true }));
    clock.increment(1499);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  });

  // the actor starts when its lazy code arrives; the 1.5 s count from the login, not from then
  it('started late: waits only what is left of the 1.5 s since login; a later consent waits the full 1.5 s', async () => {
    const { actor, clock } = start(input({ user: incomplete, cookiesAccepted: true, elapsed: 1200 }));
    clock.increment(299);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);

    const late = start(input({ user: incomplete, cookiesAccepted: true, elapsed: 4000 }));
    expect(sel.selectVisible(late.actor.getSnapshot())).toBe(false);
    late.clock.increment(0);
    await flush();
    expect(sel.selectVisible(late.actor.getSnapshot())).toBe(true);

    const consent = start(input({ user: incomplete, elapsed: 4000 }));
    consent.actor.send({ type: 'consent.accepted' });
    consent.clock.increment(1499);
    expect(sel.selectVisible(consent.actor.getSnapshot())).toBe(false);
    consent.clock.increment(1);
    expect(sel.selectVisible(consent.actor.getSnapshot())).toBe(true);
  });

  it('waits for cookie consent, then opens 1.5 s after it', async () => {
    const { actor, clock } = start(input({ user: incomplete }));
    clock.increment(60_000);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'consent.accepted' });
    clock.increment(1499);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  });

  it('never opens for a complete profile, an anonymous visitor or after "Later" in this session', async () => {
    for (const i of [
      input({ user: complete, cookiesAccepted: true }),
      input({ cookiesAccepted: true }),
      input({ user: incomplete, cookiesAccepted: true, postponedUserId: incomplete.id }),
    ]) {
      const { actor, clock } = start(i);
      clock.increment(60_000);
      expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    }
  });

  it('empty submit shows the required messages and does not save', async () => {
    const { actor, clock, controls } = start(input({ user: otherIncomplete, cookiesAccepted: true }));
    clock.increment(1500);
    actor.send({ type: 'user.change', field: 'firstName', value: '  ' });
    actor.send({ type: 'user.submit' });
    expect(sel.selectErrors(actor.getSnapshot())).toEqual({
      firstName: 'required',
      country: 'required',
      gender: 'required',
    });
    expect(controls.profileSave.inputs).toEqual([]);
    // fixing a field clears its message at once (revalidation after the first submit)
    actor.send({ type: 'user.change', field: 'country', value: 'es' });
    expect(sel.selectErrors(actor.getSnapshot())).toEqual({ firstName: 'required', gender: 'required' });
  });

  it('save: sends the user with the form to the save child, closes with the saved user', async () => {
    const { actor, clock, controls } = start(input({ user: otherIncomplete, cookiesAccepted: true }));
    clock.increment(1500);
    actor.send({ type: 'user.change', field: 'country', value: 'es' });
    actor.send({ type: 'user.change', field: 'gender', value: 'do_not_say' });
    actor.send({ type: 'user.change', field: 'language', value: 'es' });
    actor.send({ type: 'user.submit' });
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(controls.profileSave.inputs).toEqual([
      {
        user: otherIncomplete,
        form: {
          firstName: 'Marta',
          lastName: 'Ruiz',
          birthdate: '1990-04-01',
          country: 'ES',
          gender: 'do_not_say',
          language: 'es',
        },
      },
    ]);
    const saved = { ...otherIncomplete, country: 'ES', gender: 'do_not_say' as const, language: 'es' as const };
    controls.profileSave.resolve({ user: saved });
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.user).toEqual(saved);
    // the session echoing the update back does not reopen it
    actor.send({ type: 'session.userUpdated', user: saved });
    clock.increment(60_000);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
  });

  it('a failed save keeps the form as typed (the save child told why) and can be sent again', async () => {
    const { actor, clock, controls } = start(input({ user: incomplete, cookiesAccepted: true }));
    clock.increment(1500);
    actor.send({ type: 'user.change', field: 'gender', value: 'female' });
    actor.send({ type: 'user.change', field: 'lastName', value: 'García' });
    actor.send({ type: 'user.submit' });
    controls.profileSave.resolve({ user: null });
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(sel.selectForm(actor.getSnapshot())).toMatchObject({ gender: 'female', lastName: 'García' });

    actor.send({ type: 'user.submit' });
    controls.profileSave.reject(new Error('network'));
    await flush();
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
    expect(sel.selectForm(actor.getSnapshot())).toMatchObject({ gender: 'female', lastName: 'García' });
  });

  it('"Later" hides it for this user in this session; another user still gets it', async () => {
    const { actor, clock, effects } = start(input({ user: incomplete, cookiesAccepted: true }));
    clock.increment(1500);
    actor.send({ type: 'user.later' });
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    expect(effects.rememberLater).toHaveBeenCalledWith({ userId: 7 });
    actor.send({ type: 'session.loggedOut' });
    actor.send({ type: 'session.loggedIn', user: incomplete });
    clock.increment(60_000);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.loggedOut' });
    actor.send({ type: 'session.loggedIn', user: otherIncomplete });
    clock.increment(1500);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(true);
  });

  it('logging out while it is open or pending closes it', async () => {
    const { actor, clock } = start(input({ user: incomplete, cookiesAccepted: true }));
    clock.increment(1500);
    actor.send({ type: 'session.loggedOut' });
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.loggedIn', user: incomplete });
    clock.increment(1000);
    actor.send({ type: 'session.loggedOut' });
    clock.increment(60_000);
    expect(sel.selectVisible(actor.getSnapshot())).toBe(false);
  });
});
