// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { nextPageHeadOrder, pageTitle, previewText, setPageHead, setSiteHead } from '~/components/documentHead';

const og = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

describe('document head', () => {
  it('titles a page "<what it shows> | <club name>", the home by the club\'s SEO title', () => {
    expect(pageTitle('Rope work', 'Mountain Climbing Team')).toBe('Rope work | Mountain Climbing Team');
    expect(pageTitle('Oops! Error 404', '')).toBe('Oops! Error 404');
    setSiteHead({ title: 'MCT | Videos and live events', name: 'MCT' });
    expect(document.title).toBe('MCT | Videos and live events');
  });

  it('the latest page wins; when it goes, the one before it is back, then the club', () => {
    setSiteHead({ title: 'MCT | Videos', name: 'MCT' });
    const magazine = setPageHead(nextPageHeadOrder(), { title: 'Magazine' });
    const item = setPageHead(nextPageHeadOrder(), {
      title: 'Fingerboard routine',
      preview: { html: '<p>Hang <b>ten</b> seconds</p>', image: '/img/1.jpg', type: 'article' },
    });
    expect(document.title).toBe('Fingerboard routine | MCT');
    expect(og('og:title')).toBe('Fingerboard routine');
    expect(og('og:description')).toBe('Hang ten seconds');
    expect(og('og:image')).toBe(new URL('/img/1.jpg', location.href).href);
    expect(og('twitter:card')).toBe('summary_large_image');
    item();
    expect(document.title).toBe('Magazine | MCT');
    expect(og('og:title')).toBeNull();
    expect(og('twitter:card')).toBeNull();
    magazine();
    expect(document.title).toBe('MCT | Videos');
  });

  it("a preview's description is the text of the HTML, in one line, at most 200 characters", () => {
    expect(previewText('<p>One</p><ul><li>two</li><li>three</li></ul><script>alert(1)</script>')).toBe('One two three');
    expect(previewText(`<p>${'a'.repeat(300)}</p>`)).toHaveLength(200);
    expect(previewText('<p>Caf&eacute; <b>bold</b>s &amp; <img src=x onerror="alert(1)">more<!-- note --></p>')).toBe(
      'Café bolds & more',
    );
  });

  it('reads the HTML without the browser parser (which reports on* handlers to the CSP)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    previewText('<p onclick="alert(1)">Hi</p>');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
