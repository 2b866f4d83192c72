// @vitest-environment jsdom
/**
 * The player's provision: the playback reports as data (too many devices: `refused`, the player stops), the
 * failure toast the player hears close, the kept position.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyActorLogic, type EventObject } from 'xstate';
import { provide } from '~/app/provide/player';
import type { PlayerHost, RemoteCommandEvent } from '~machines/tv/tvShellMachine';
import { action, appDeps, child, callOutcomes, json, run, watchToasts } from './support';

describe('player provision', () => {
  const { deps, provider } = appDeps();
  const { player } = provide(deps);
  const reporting = child(player, 'reporting');
  const shown = watchToasts();
  const sample = { position: 123.4, duration: 600 };
  const report = () => run(reporting, 'report', { productId: 101, sample, visualizationId: null });

  describe('report', () => {
    callOutcomes(provider, report, {
      success: () => json(200, { ok: true, id: 55 }),
      value: { visualizationId: 55 },
      code: 'failed',
    });

    it.each([
      ['409', () => json(409, { message: 'In use elsewhere' })],
      ['TOO_MANY_DEVICES', () => json(403, { code: 'TOO_MANY_DEVICES' })],
    ])('too many devices (%s): refused, with no message (the player says its own)', async (_, answer) => {
      provider.answer = answer;
      expect(await report()).toEqual({ ok: false, error: 'refused' });
    });
  });

  it('the connectivity check passes without a ping service', async () => {
    expect(await run(player, 'ping')).toEqual({ ok: true, value: null });
  });

  it("the failure's toast says the player's message", () => {
    const message = { id: 'player.error_too_many_devices', message: 'Too many devices' };
    action(player, 'notifyFailure')({ message }, { self: { getSnapshot: () => ({ status: 'active' }), send() {} } });
    expect(shown.map((t) => [t.kind, t.text])).toEqual([['error', 'Too many devices']]);
  });

  describe("the TV shell's remote", () => {
    /** The player's `remote` actor run under a parent that records what it sends back, with a shell that records. */
    function start(withShell: boolean) {
      const toShell: Array<{ type: string; player: unknown }> = [];
      const shell = createActor(
        fromCallback<{ type: 'player.attached' | 'player.detached'; player: unknown }>(({ receive }) =>
          receive((e) => void toShell.push(e)),
        ),
      ).start() as unknown as PlayerHost;
      const { player: machine } = provide({ ...deps, tvShell: () => (withShell ? shell : null) });
      const remote = machine.implementations.actors.remote as AnyActorLogic;
      const heard: EventObject[] = [];
      const parent = createActor(
        createMachine({
          invoke: { id: 'remote', src: remote },
          on: { '*': { actions: ({ event }) => heard.push(event) } },
        }),
      ).start();
      return { parent, toShell, heard };
    }

    it('attaches to the shell while the player runs, turns its commands into user events, detaches when it goes', () => {
      const { parent, toShell, heard } = start(true);
      expect(toShell.map((e) => e.type)).toEqual(['player.attached']);
      const remote = toShell[0]!.player as { send(e: RemoteCommandEvent): void };
      remote.send({ type: 'remote.command', command: 'toggle' });
      remote.send({ type: 'remote.command', command: 'activity' });
      expect(heard.map((e) => e.type)).toEqual(['user.activity', 'user.toggle', 'user.activity']);
      parent.stop();
      expect(toShell.map((e) => e.type)).toEqual(['player.attached', 'player.detached']);
      expect(toShell[1]!.player).toBe(remote);
    });

    it('on the web (no shell) it does nothing', () => {
      const { parent, toShell, heard } = start(false);
      expect(toShell).toEqual([]);
      expect(heard).toEqual([]);
      parent.stop();
    });
  });
});
