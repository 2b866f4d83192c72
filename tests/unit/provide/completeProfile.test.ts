/** The complete-profile provision: the shared profile save, the session and its consent watched, "Later" kept, the start input. */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, setup, toPromise, type AnyActorLogic } from 'xstate';
import { provide } from '~/app/provide/completeProfile';
import { provideProfileSave } from '~/app/provide/profileSave';
import { provide as provideAccount } from '~/app/provide/account';
import { appStorage } from '~/services/storage';
import { COMPLETE_PROFILE_LATER_KEY } from '~/domain';
import * as p from '../../fixtures/api/provider';
import { aUser } from '../../fixtures/domain';
import { action, appDeps, child, fakeSession, json, noAnswer, refusal } from './support';

describe('complete-profile provision', () => {
  const { deps, provider } = appDeps();
  const { completeProfile, startInput } = provide(deps);
  afterEach(() => appStorage('session').removeItem(COMPLETE_PROFILE_LATER_KEY));

  it('saves with the one profile save flow (the same as edit-profile)', () => {
    const save = child(completeProfile, 'profileSave');
    expect(save).toBe(provideProfileSave(deps));
    const account = provideAccount(deps);
    expect(child(account.profileEdit, 'profileSave')).toBe(save);
  });

  it.each([
    ['success', () => json(200, p.fullUser), expect.objectContaining({ id: 7 })],
    ["the provider's refusal", refusal, null],
    ['no answer', noAnswer, null],
  ] as const)('the save child ends with the saved user, or null (%s)', async (_, answer, saved) => {
    provider.answer = answer;
    const save = child(completeProfile, 'profileSave');
    const form = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      birthdate: '1990-01-02',
      country: 'ES',
      gender: 'female',
      language: 'en',
    };
    const actor = createActor(save, { input: { user: aUser(), form } as never });
    expect(await toPromise(actor.start())).toEqual({ user: saved });
  });

  it('"Later" is kept for the browser session and read by the next start', () => {
    action(completeProfile, 'rememberLater')({ userId: 7 });
    expect(startInput()).toMatchObject({ user: expect.objectContaining({ id: 7 }), postponedUserId: 7 });
  });

  it('the start input counts the time since the login by the session (its stamp and its clock)', () => {
    const { session } = fakeSession({ authenticatedAt: 10_000, now: () => 10_600 });
    expect(provide({ ...deps, session }).startInput()).toMatchObject({ elapsed: 600 });
    const fresh = fakeSession({ authenticatedAt: null });
    expect(provide({ ...deps, session: fresh.session }).startInput()).toMatchObject({ elapsed: 0 });
  });

  it("waits for the session's consent: the start input reads it, and its acceptance is told once", () => {
    const { session } = fakeSession();
    const flow = provide({ ...deps, session });
    expect(flow.startInput()).toMatchObject({ cookiesAccepted: false });
    const told: unknown[] = [];
    const watch = (flow.completeProfile.implementations.actors as Record<string, AnyActorLogic>).watchConsent!;
    const parent = setup({ actors: { watch } }).createMachine({
      invoke: { id: 'watchConsent', src: 'watch' },
      on: { '*': { actions: ({ event }) => told.push(event) } },
    });
    const watcher = createActor(parent).start();
    told.length = 0;
    session.send({ type: 'session.cookiesAccepted' });
    session.send({ type: 'session.cookiesAccepted' });
    watcher.stop();
    expect(told).toEqual([{ type: 'consent.accepted' }]);
    expect(flow.startInput()).toMatchObject({ cookiesAccepted: true });
  });
});
