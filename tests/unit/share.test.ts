/** Share: the share sheet where the browser has one, else the clipboard; closing the sheet is no failure. */
import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '~/services/share';

const target = { title: 'Core strength', url: 'https://ttt.example/product/1014/core-strength' };

describe('shareLink', () => {
  it('opens the share sheet with the title and the link when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(target, { share, clipboard: { writeText } as unknown as Clipboard })).toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when the member closes the sheet', async () => {
    const share = vi.fn().mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' }));
    expect(await shareLink(target, { share })).toBe('cancelled');
  });

  it('copies the link when there is no sheet, or the browser refuses it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    expect(await shareLink(target, { clipboard })).toBe('copied');
    const refused = vi.fn().mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    expect(await shareLink(target, { share: refused, clipboard })).toBe('copied');
    expect(await shareLink(target, { share: vi.fn(), canShare: () => false, clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(3);
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('fails when neither works', async () => {
    expect(await shareLink(target, {})).toBe('failed');
    const clipboard = { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard;
    expect(await shareLink(target, { clipboard })).toBe('failed');
  });
});
