// @vitest-environment jsdom
/**
 * The player's provision: the playback reports as data (too many devices: `refused`, the player stops), the
 * failure toast the player hears close, the kept position.
 */
import { describe, expect, it } from 'vitest';
import { provide } from '../../../src/app/provide/player';
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
});
