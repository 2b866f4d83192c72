import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { missingDescriptions } from '../../scripts/flows/descriptions';
import { toMermaid } from '../../scripts/flows/mermaid';

const build = (describeAll: boolean) => {
  const d = (text: string) => (describeAll ? { description: text } : {});
  return setup({
    actors: { load: fromPromise(async () => 1) },
    guards: { ready: () => true },
    delays: { patience: 1000 },
  }).createMachine({
    id: 'sample',
    initial: 'loading',
    states: {
      loading: {
        description: 'Loading the cards',
        invoke: {
          src: 'load',
          id: 'load',
          onDone: { target: 'choosing', description: 'The cards came' },
          onError: { target: 'choosing', ...d('The cards could not be loaded') },
        },
      },
      choosing: {
        description: 'Choosing a card',
        on: { 'user.pay': { target: 'paid', guard: 'ready', description: 'The member pays' } },
        after: { patience: { target: 'paid', description: 'Waited long enough' } },
        always: { target: 'paid', guard: () => false, description: 'Nothing to choose' },
      },
      paid: { type: 'final', ...d('Paid') },
    },
  });
};

describe('flow descriptions (flows:check)', () => {
  it('names the machine and each state or transition without a description', () => {
    expect(missingDescriptions('sample', build(false))).toEqual([
      'sample: transition sample.loading on load failed has no description',
      'sample: state sample.paid has no description',
    ]);
  });

  it('passes a machine described throughout', () => {
    expect(missingDescriptions('sample', build(true))).toEqual([]);
  });

  it('draws the product view with the words, the event and guard names small beside them', () => {
    const { mermaid } = toMermaid(build(true), 'product');
    expect(mermaid).toContain('state "Choosing a card<br/>*choosing*" as sample_choosing');
    expect(mermaid).toContain('sample_choosing --> sample_paid : The member pays<br/>*user.pay [ready]*');
    expect(mermaid).toContain('Waited long enough<br/>*after patience = 1000 ms*');
    // the engineering view keeps the code names
    expect(toMermaid(build(true)).mermaid).toContain('sample_choosing --> sample_paid : user.pay [ready]');
  });
});
