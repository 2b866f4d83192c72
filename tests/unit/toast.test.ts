import { afterEach, describe, expect, it, vi } from 'vitest';
import { isToasterWanted, resetToastsForTests, subscribeToasterWanted, toast, toasterReady } from '~/services/toast';

function fakeSonner() {
  const calls: unknown[][] = [];
  const record =
    (kind: string) =>
    (...args: unknown[]) => {
      calls.push([kind, ...args]);
      return (args[1] as { id?: string } | undefined)?.id ?? 'x';
    };
  const fn = Object.assign(record('message'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    info: record('info'),
    warning: record('warning'),
    dismiss: record('dismiss'),
  });
  return { calls, module: { toast: fn } as never };
}

afterEach(() => resetToastsForTests());

describe('lazy toasts', () => {
  it('asks for the Toaster on the first toast only, and queues until it listens', () => {
    const wanted = vi.fn();
    const stop = subscribeToasterWanted(wanted);
    expect(isToasterWanted()).toBe(false);
    const id = toast.loading('Verifying');
    toast.success('Verified', { id, duration: 5000 });
    expect(isToasterWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();

    const sonner = fakeSonner();
    expect(sonner.calls).toEqual([]);
    toasterReady(sonner.module);
    // the loading toast is replaced by the outcome: same id, in order
    expect(sonner.calls).toEqual([
      ['loading', 'Verifying', { id }],
      ['success', 'Verified', { id, duration: 5000 }],
    ]);
  });

  it('goes straight through once the Toaster listens, and keeps the ids it is given', () => {
    const sonner = fakeSonner();
    toasterReady(sonner.module);
    expect(toast.error('Oops', { id: 'mine' })).toBe('mine');
    toast('Plain');
    toast.dismiss('mine');
    expect(sonner.calls).toEqual([
      ['error', 'Oops', { id: 'mine' }],
      ['message', 'Plain', { id: expect.stringMatching(/^toast-\d+$/) }],
      ['dismiss', 'mine'],
    ]);
  });

  it('gives every toast its own id', () => {
    expect(toast.info('a')).not.toBe(toast.info('b'));
  });
});
