// @vitest-environment jsdom
/**
 * SafeHtml sanitises a fragment once, not on every render of the page around it (a live product's countdown renders
 * the product page every second), and again when the fragment changes.
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Fragment from '~/components/htmlFragment';

const calls = vi.hoisted(() => ({ sanitize: 0 }));
vi.mock('~/components/htmlFragment', async (importOriginal) => {
  const real = await importOriginal<typeof Fragment>();
  return {
    ...real,
    parseFragment: (html: string) => {
      calls.sanitize += 1;
      return real.parseFragment(html);
    },
  };
});

const { SafeHtml } = await import('~/components/SafeHtml');

describe('SafeHtml', () => {
  it('sanitises a fragment once across renders, and again when it changes', () => {
    const html = '<p>Warm-up <strong>drills</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
    const view = render(<SafeHtml className="a" html={html} />);
    expect(calls.sanitize).toBe(1);
    view.rerender(<SafeHtml className="b" html={html} />);
    view.rerender(<SafeHtml className="c" html={html} />);
    expect(calls.sanitize).toBe(1);
    const div = view.container.firstElementChild!;
    expect(div.className).toBe('c');
    expect(div.innerHTML).toBe('<p>Warm-up <strong>drills</strong> <a rel="noopener noreferrer">x</a></p>');
    view.rerender(<SafeHtml className="c" html="<p>Cool-down</p>" />);
    expect(calls.sanitize).toBe(2);
    expect(view.container.firstElementChild!.innerHTML).toBe('<p>Cool-down</p>');
  });
});
