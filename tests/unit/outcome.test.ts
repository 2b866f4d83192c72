/** The one way machines read an actor's outcome: guards, the value, the server's message, the done event. */
import { describe, expect, it } from 'vitest';
import {
  failedWith,
  failureMessage,
  notifyFailure,
  okValue,
  outputOf,
  outputOk,
  valueOrNull,
} from '~machines/shared/outcome';
import { fail, ok } from '~/domain';

const done = { event: { type: 'xstate.done.actor.load', output: ok(7) } };
const refused = { event: { type: 'xstate.done.actor.load', output: fail('refused', 'No way') } };
const silent = { event: { type: 'xstate.done.actor.load', output: fail('http') } };

describe('outcome helpers', () => {
  it('guard on success and on a failure code', () => {
    expect(outputOk(done)).toBe(true);
    expect(outputOk(refused)).toBe(false);
    expect(failedWith('refused')(refused)).toBe(true);
    expect(failedWith('refused')(silent)).toBe(false);
    expect(failedWith('refused')(done)).toBe(false);
  });
  it('read the value, loudly when it is a failure', () => {
    expect(okValue(done.event)).toBe(7);
    expect(valueOrNull(done.event)).toBe(7);
    expect(valueOrNull(refused.event)).toBeNull();
    expect(() => okValue(refused.event)).toThrow(/refused/);
  });
  it("read the server's message of a failure only", () => {
    expect(failureMessage(done.event)).toBeNull();
    expect(failureMessage(refused.event)).toBe('No way');
    expect(failureMessage(silent.event)).toBeNull();
    expect(notifyFailure('fallback').params(refused)).toEqual({ message: 'No way', fallback: 'fallback' });
  });
  it("outputOf asserts the actor's done event", () => {
    expect(outputOf(done.event, 'load')).toEqual(ok(7));
    expect(() => outputOf(done.event, 'other')).toThrow();
    expect(() => outputOf({ type: 'user.click' }, 'load')).toThrow();
  });
});
