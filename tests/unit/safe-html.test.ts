// @vitest-environment jsdom
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '~/components/SafeHtml';

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
};

describe('SafeHtml (strict allowlist, read without the page DOM)', () => {
  it('removes script, style, iframe and their content', () => {
    const out = dom(
      '<p>ok</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(out.querySelector('script, style, iframe')).toBeNull();
    expect(out.innerHTML).not.toMatch(/alert|color:red|evil/);
    expect(out.textContent).toBe('ok');
  });

  it('removes every on* handler (the fake product 13 onerror case)', () => {
    const out = dom('<p onclick="x()">a</p><img src="x" onerror="alert(1)"><span onmouseover="y()">b</span>');
    expect(out.innerHTML).not.toMatch(/on(click|error|mouseover)/i);
    expect(out.querySelector('img')).toBeNull();
    expect(out.textContent).toBe('ab');
  });

  it('drops javascript: and data: links but keeps the text, and forces rel on links', () => {
    const out = dom(
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,hi">z</a><a href="https://example.com" target="_blank" rel="opener">ok</a>',
    );
    const links = [...out.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    expect(links.slice(0, 3).every((a) => !a.hasAttribute('href'))).toBe(true);
    expect(links[3]!.getAttribute('href')).toBe('https://example.com');
    expect(links[3]!.getAttribute('target')).toBe('_blank');
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('keeps the allowed tags and strips other attributes', () => {
    const html =
      '<h2>T</h2><h3>S</h3><h4>s</h4><p>a<br><strong>b</strong><em>c</em><b>d</b><i>e</i><u>f</u><span>g</span></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    const out = dom(html.replace('<p>', '<p class="x" style="color:red" id="p1" data-x="1">'));
    for (const tag of [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'em',
      'b',
      'i',
      'u',
      'span',
      'ul',
      'ol',
      'li',
      'blockquote',
    ])
      expect(out.querySelector(tag), tag).not.toBeNull();
    const p = out.querySelector('p')!;
    expect(p.attributes).toHaveLength(0);
  });

  it('unwraps tags outside the allowlist (keeps their text)', () => {
    const out = dom('<div><h1>Big</h1><table><tr><td>cell</td></tr></table><form><input value="v"></form></div>');
    expect(out.querySelector('div, h1, table, form, input')).toBeNull();
    expect(out.textContent).toContain('Big');
  });

  it('renders sanitised markup in the DOM', () => {
    const { container } = render(
      createElement(SafeHtml, {
        className: 'rich',
        html: '<p>Hello <strong>there</strong></p><img src=x onerror="alert(1)">',
      }),
    );
    expect(container.querySelector('.rich strong')?.textContent).toBe('there');
    expect(container.innerHTML).not.toMatch(/onerror|<img/);
  });
});
