import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { tvBackMachine, type TvBackEvent } from '../../machines/tv/tvBackMachine';
import { selectAskingToExit } from '../../machines/tv/tvBack.selectors';
import { activeStateIds, allStateIds, getTransitionPaths, replayPath, transitionCoverage } from '../support/model';

const events: TvBackEvent[] = [
  { type: 'key.back', atRoot: true },
  { type: 'key.back', atRoot: false },
  { type: 'user.confirmExit' },
  { type: 'user.cancelExit' },
];

type Path = StatePath<Snapshot<unknown>, EventObject>;

function provided() {
  const effects = { goBack: vi.fn(), closeApp: vi.fn() };
  const machine = tvBackMachine.provide({
    actions: { goBack: () => effects.goBack(), closeApp: () => effects.closeApp() },
  });
  return { machine, effects };
}

describe('tvBackMachine paths', () => {
  const shortest = getShortestPaths(tvBackMachine, { events }) as unknown as Path[];
  const simple = getSimplePaths(tvBackMachine, { events }) as unknown as Path[];
  const transitions = getTransitionPaths(tvBackMachine, { events });
  for (const [kind, paths] of [
    ['shortest', shortest],
    ['simple', simple],
    ['transition', transitions],
  ] as const) {
    for (const path of paths) {
      it(`${kind}: ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
        const { machine } = provided();
        const { actor } = await replayPath(machine, path, {
          controls: {},
          check: (a, e) =>
            expect((a as unknown as { value: unknown }).value).toEqual((e as unknown as { value: unknown }).value),
        });
        actor.stop();
      });
    }
  }

  it('reaches every state and covers every transition', () => {
    const all = [...simple, ...transitions];
    const reached = new Set(all.flatMap((p) => p.steps.flatMap((s) => activeStateIds(s.state))));
    expect(allStateIds(tvBackMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(transitionCoverage(tvBackMachine, all).missing).toEqual([]);
  });
});

describe('tvBackMachine journeys', () => {
  it('back on home or login asks to close the app; confirming closes it', () => {
    const { machine, effects } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'key.back', atRoot: true });
    expect(selectAskingToExit(actor.getSnapshot())).toBe(true);
    expect(effects.goBack).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirmExit' });
    expect(effects.closeApp).toHaveBeenCalledTimes(1);
    expect(selectAskingToExit(actor.getSnapshot())).toBe(false);
  });

  it('back elsewhere goes back without asking', () => {
    const { machine, effects } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'key.back', atRoot: false });
    expect(effects.goBack).toHaveBeenCalledTimes(1);
    expect(selectAskingToExit(actor.getSnapshot())).toBe(false);
  });

  it('back or cancel while asking stays in the app', () => {
    const { machine, effects } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'key.back', atRoot: true });
    actor.send({ type: 'key.back', atRoot: true });
    expect(selectAskingToExit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'key.back', atRoot: true });
    actor.send({ type: 'user.cancelExit' });
    expect(selectAskingToExit(actor.getSnapshot())).toBe(false);
    expect(effects.closeApp).not.toHaveBeenCalled();
  });
});
