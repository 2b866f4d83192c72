/**
 * Model-based tests of the session bootstrap machine: every generated shortest and simple path is replayed on a
 * real actor with controllable actors and a simulated clock; after each step the real actor must be in the state
 * the model predicts with the same session facts. Main journeys are pinned by hand below.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SessionInput } from '~machines/session/sessionMachine';
import * as sel from '~machines/session/session.selectors';
import { aClub, aUser } from '../fixtures/domain';
import { flush } from '../support/model';
import { actionSpies, provideSpies } from '../support/spies';
import { modelSuite, withControls, type ActorFixtures, type EventFixtures } from '../support/modelSuite';

const club = aClub();
const clubWithAnalytics = aClub({ id: 2, seo: { ...club.seo, measurementId: 'G-TEST123' } });
const user = aUser();

const actors = {
  loadClub: {
    done: [
      { ok: true, value: club },
      { ok: true, value: clubWithAnalytics },
      { ok: false, error: 'not_found' },
      { ok: false, error: 'unavailable' },
    ],
    error: [new Error('boom')],
  },
  loadUser: {
    done: [
      { ok: true, value: user },
      { ok: false, error: 'failed' },
    ],
    error: [new Error('boom')],
  },
  // spawned fire-and-forget: no transition waits for it
  updateLanguage: { done: [] },
} satisfies ActorFixtures<typeof sessionMachine>;

/** The session's clock in these tests: a fixed time, moved by hand. */
const T0 = Date.parse('2026-11-22T10:00:00Z');
const clock = { at: T0 };
const now = () => clock.at;

const inputs: Record<string, SessionInput> = {
  'no stored token': {
    clubKey: 'ttt.localhost',
    token: null,
    userId: null,
    user: null,
    lang: 'en',
    langChosen: false,
    now,
  },
  'stored token': { clubKey: '1', token: 'tok-stored', userId: user.id, user, lang: 'en', langChosen: true, now },
};

function providedMachine() {
  const { machine, controls } = withControls(sessionMachine, actors);
  const effects = actionSpies(sessionMachine);
  return { machine: provideSpies(machine, effects), controls, updateLanguage: controls.updateLanguage, effects };
}

modelSuite({
  name: 'session',
  machine: sessionMachine,
  events: {
    'session.login': [{ type: 'session.login', token: 'tok-new', user, language: 'es' }],
    'session.userUpdated': [{ type: 'session.userUpdated', user: { ...user, firstName: 'Ana' } }],
    'session.expired': [{ type: 'session.expired' }],
    'session.cookiesAccepted': [{ type: 'session.cookiesAccepted' }],
    'user.logout': [{ type: 'user.logout' }],
    'user.changeLanguage': [
      { type: 'user.changeLanguage', lang: 'es' },
      { type: 'user.changeLanguage', lang: 'en' },
    ],
    'user.retry': [{ type: 'user.retry' }],
  } satisfies EventFixtures<typeof sessionMachine>,
  actors,
  inputs,
  effects: () => actionSpies(sessionMachine),
  provide: provideSpies,
  simple: true,
  // Context is part of a state's identity: keep only the facts that change behaviour, so the graph stays small.
  serializeState: (snap) => {
    const c = snap.context;
    return JSON.stringify([
      snap.value,
      c.token !== null,
      c.user !== null,
      c.lang,
      c.langChosen,
      c.club?.id ?? null,
      c.cookiesAccepted,
    ]);
  },
  // authenticated exactly while the session says since when (by its clock)
  invariant: (snap) => {
    expect(snap.context.authenticatedAt !== null).toBe(sel.selectIsAuthenticated(snap));
  },
});

describe('sessionMachine journeys', () => {
  async function start(input: SessionInput) {
    const ctx = providedMachine();
    const actor = createActor(ctx.machine, { input }).start();
    await flush();
    return { ...ctx, actor };
  }

  it('anonymous start: loads the club, applies it and logs out silently', async () => {
    const { actor, controls, effects } = await start(inputs['no stored token']!);
    expect(sel.selectIsSettled(actor.getSnapshot())).toBe(false);
    expect(controls.loadClub.inputs).toEqual([{ clubKey: 'ttt.localhost' }]);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('anonymous');
    expect(sel.selectIsSettled(actor.getSnapshot())).toBe(true);
    expect(effects.applyClub).toHaveBeenCalledWith({ club });
    // the club's default language applies when the user never chose one
    expect(effects.applyLanguage).toHaveBeenLastCalledWith({ lang: 'es' });
    expect(effects.initAnalytics).not.toHaveBeenCalled();
    expect(effects.persist).toHaveBeenLastCalledWith(
      expect.objectContaining({ token: null, user: null, club, lang: 'es' }),
    );
    expect(controls.loadUser.inputs).toEqual([]);
  });

  it('initialises analytics only when the club has a measurement id', async () => {
    const { actor, controls, effects } = await start(inputs['no stored token']!);
    controls.loadClub.resolve({ ok: true, value: clubWithAnalytics });
    await flush();
    expect(effects.initAnalytics).toHaveBeenCalledWith({ measurementId: 'G-TEST123' });
    actor.stop();
  });

  it('stored token: fetches the user by stored id and switches to their language', async () => {
    const { actor, controls, effects } = await start(inputs['stored token']!);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    expect(controls.loadUser.inputs).toEqual([{ userId: 7, token: 'tok-stored' }]);
    controls.loadUser.resolve({ ok: true, value: { ...user, language: 'es' } });
    await flush();
    const s = actor.getSnapshot();
    expect(sel.selectStatus(s)).toBe('authenticated');
    expect(sel.selectGreetingName(s)).toBe('Marta');
    expect(effects.applyLanguage).toHaveBeenLastCalledWith({ lang: 'es' });
  });

  it('a failed user fetch logs out silently', async () => {
    const { actor, controls, effects } = await start(inputs['stored token']!);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    controls.loadUser.reject(new Error('network'));
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(actor.getSnapshot().context.club).toEqual(club);
    expect(effects.notifySessionExpired).not.toHaveBeenCalled();
  });

  it('unknown club ends on the 404 state; an unreachable provider can be retried', async () => {
    const a = await start(inputs['no stored token']!);
    a.controls.loadClub.resolve({ ok: false, error: 'not_found' });
    await flush();
    expect(sel.selectStatus(a.actor.getSnapshot())).toBe('clubNotFound');
    expect(sel.selectIsSettled(a.actor.getSnapshot())).toBe(true);

    const b = await start(inputs['no stored token']!);
    b.controls.loadClub.resolve({ ok: false, error: 'unavailable' });
    await flush();
    expect(sel.selectStatus(b.actor.getSnapshot())).toBe('clubUnavailable');
    b.actor.send({ type: 'user.retry' });
    await flush();
    expect(b.controls.loadClub.inputs).toHaveLength(2);
    b.controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    expect(sel.selectStatus(b.actor.getSnapshot())).toBe('anonymous');
  });

  it('login, language switch sent to the server, 440 alerts and goes to /logout keeping the club', async () => {
    const { actor, controls, effects, updateLanguage } = await start(inputs['no stored token']!);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    actor.send({
      type: 'session.login',
      token: 'tok-1',
      user: aUser({ firstName: '', email: 'pepe@x.es' }),
      language: 'en',
    });
    await flush();
    expect(sel.selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(sel.selectGreetingName(actor.getSnapshot())).toBe('pepe');
    expect(effects.persist).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-1', lang: 'en' }));

    actor.send({ type: 'user.changeLanguage', lang: 'es' });
    await flush();
    expect(updateLanguage.inputs).toEqual([
      { user: expect.objectContaining({ id: 7, email: 'pepe@x.es' }), lang: 'es' },
    ]);
    expect(effects.persist).toHaveBeenLastCalledWith(expect.objectContaining({ lang: 'es', langChosen: true }));

    actor.send({ type: 'session.expired' });
    await flush();
    expect(effects.notifySessionExpired).toHaveBeenCalledTimes(1);
    expect(effects.goToLogout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, club });
  });

  it('a start-up club failure forgets the stored token (spec §4); the retry that reaches the club is anonymous', async () => {
    for (const failure of [
      (c: ReturnType<typeof providedMachine>['controls']) => c.loadClub.resolve({ ok: false, error: 'unavailable' }),
      (c: ReturnType<typeof providedMachine>['controls']) => c.loadClub.reject(new Error('timeout')),
    ]) {
      const { actor, controls, effects } = await start(inputs['stored token']!);
      failure(controls);
      await flush();
      expect(sel.selectStatus(actor.getSnapshot())).toBe('clubUnavailable');
      expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, userId: null });
      expect(effects.forgetToken).toHaveBeenCalledTimes(1);
      expect(effects.notifySessionExpired).not.toHaveBeenCalled();
      actor.send({ type: 'user.retry' });
      await flush();
      controls.loadClub.resolve({ ok: true, value: club });
      await flush();
      expect(sel.selectStatus(actor.getSnapshot())).toBe('anonymous');
      expect(controls.loadUser.inputs).toEqual([]);
      actor.stop();
    }
    const unknown = await start(inputs['stored token']!);
    unknown.controls.loadClub.resolve({ ok: false, error: 'not_found' });
    await flush();
    expect(sel.selectStatus(unknown.actor.getSnapshot())).toBe('clubNotFound');
    expect(unknown.effects.forgetToken).toHaveBeenCalledTimes(1);
    expect(unknown.actor.getSnapshot().context.token).toBeNull();
  });

  it('cookies accepted: the session keeps it through login and logout, in any state, for the flows that wait for it', async () => {
    const { actor, controls } = await start(inputs['no stored token']!);
    expect(sel.selectCookiesAccepted(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.cookiesAccepted' });
    expect(sel.selectCookiesAccepted(actor.getSnapshot())).toBe(true);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    actor.send({ type: 'session.login', token: 'tok-1', user, language: 'en' });
    actor.send({ type: 'user.logout' });
    expect(sel.selectCookiesAccepted(actor.getSnapshot())).toBe(true);
  });

  it('cookies accepted before (the configuration store): known from the start', async () => {
    const { actor } = await start({ ...inputs['no stored token']!, cookiesAccepted: true });
    expect(sel.selectCookiesAccepted(actor.getSnapshot())).toBe(true);
  });

  it('knows since when it is authenticated (its clock at the login or at the stored member’s return), not after', async () => {
    clock.at = T0;
    const stored = await start(inputs['stored token']!);
    stored.controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    expect(sel.selectSinceAuthenticated(stored.actor.getSnapshot(), T0)).toBeNull();
    clock.at = T0 + 200;
    stored.controls.loadUser.resolve({ ok: true, value: user });
    await flush();
    expect(stored.actor.getSnapshot().context.authenticatedAt).toBe(T0 + 200);
    expect(sel.selectSinceAuthenticated(stored.actor.getSnapshot(), T0 + 1200)).toBe(1000);

    const { actor, controls } = await start(inputs['no stored token']!);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    clock.at = T0 + 5000;
    actor.send({ type: 'session.login', token: 'tok-1', user, language: 'en' });
    expect(sel.selectSinceAuthenticated(actor.getSnapshot(), T0 + 5400)).toBe(400);
    // a language switch or a profile change is not a new login
    clock.at = T0 + 9000;
    actor.send({ type: 'session.userUpdated', user: { ...user, firstName: 'Ana' } });
    expect(actor.getSnapshot().context.authenticatedAt).toBe(T0 + 5000);
    actor.send({ type: 'user.logout' });
    expect(sel.selectSinceAuthenticated(actor.getSnapshot(), T0 + 9000)).toBeNull();
    expect(actor.getSnapshot().context.authenticatedAt).toBeNull();
    // logged in again: counted from the new login
    actor.send({ type: 'session.login', token: 'tok-2', user, language: 'en' });
    expect(actor.getSnapshot().context.authenticatedAt).toBe(T0 + 9000);
  });

  it('anonymous language switch is stored but not sent', async () => {
    const { actor, controls, effects, updateLanguage } = await start(inputs['no stored token']!);
    controls.loadClub.resolve({ ok: true, value: club });
    await flush();
    actor.send({ type: 'user.changeLanguage', lang: 'en' });
    await flush();
    expect(updateLanguage.inputs).toEqual([]);
    expect(effects.persist).toHaveBeenLastCalledWith(expect.objectContaining({ lang: 'en', langChosen: true }));
  });
});
