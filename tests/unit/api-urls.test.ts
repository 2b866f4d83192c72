import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  categoryPath,
  collectionPath,
  newsPath,
  newsPlayPath,
  productPath,
  productPlayPath,
  productTrailerPath,
  slugify,
  tagSearchPath,
  teamPath,
  trainerPath,
  wellFormed,
} from '~/api/urls';

describe('slugify', () => {
  it.each([
    ['Final: Madrid vs Barcelona', 'final%3A-madrid-vs-barcelona'],
    ['  Hello World  ', 'hello-world'],
    ['Two  spaces', 'two--spaces'],
    ['Café Olé', 'caf%C3%A9-ol%C3%A9'],
    ['ÁNGEL', '%C3%A1ngel'],
    ['Goal ⚽ 🎉', 'goal-%E2%9A%BD-%F0%9F%8E%89'],
    ['AC/DC live', 'ac%2Fdc-live'],
    ['What? #1 100%', 'what%3F-%231-100%25'],
    ['a&b=c+d', 'a%26b%3Dc%2Bd'],
    ['tab\there', 'tab%09here'],
    ['line\nbreak', 'line%0Abreak'],
    ['-already-hyphenated-', '-already-hyphenated-'],
    ['', ''],
    ['   ', ''],
    ['\t\n ', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('accepts null and undefined as an empty title', () => {
    expect(slugify(null)).toBe('');
    expect(slugify(undefined)).toBe('');
  });

  it('handles very long titles without truncating', () => {
    const title = 'Very Long Title '.repeat(500);
    const slug = slugify(title);
    expect(slug).toBe(`${'very-long-title-'.repeat(499)}very-long-title`);
    expect(decodeURIComponent(slug)).toHaveLength(title.trim().length);
  });

  it('replaces unpaired surrogates instead of throwing', () => {
    expect(slugify('bad \uD800 half')).toBe('bad-%EF%BF%BD-half');
    expect(slugify('\uDC00')).toBe('%EF%BF%BD');
    expect(slugify('ok 😀')).toBe('ok-%F0%9F%98%80');
  });

  describe('properties', () => {
    const titles = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc
        .array(fc.constantFrom(' ', '  ', '/', '?', '#', '%', '-', 'a', 'Z', 'é', '\t', '😀', '.'), { maxLength: 30 })
        .map((parts) => parts.join('')),
    );

    it('never contains a slash, a space, ? or #', () => {
      fc.assert(
        fc.property(titles, (title) => {
          expect(slugify(title)).not.toMatch(/[/ ?#]/);
        }),
      );
    });

    it('never starts or ends with a hyphen that came from trimmed white space', () => {
      fc.assert(
        fc.property(
          titles,
          fc.stringMatching(/^[ \t\n]{1,4}$/),
          fc.stringMatching(/^[ \t\n]{1,4}$/),
          (title, before, after) => {
            expect(slugify(before + title + after)).toBe(slugify(title));
            const slug = slugify(title);
            if (slug.startsWith('-')) expect(title.trim().startsWith('-')).toBe(true);
            if (slug.endsWith('-')) expect(title.trim().endsWith('-')).toBe(true);
          },
        ),
      );
    });

    it('round-trips: decodeURIComponent gives the trimmed, lowercased title with spaces -> "-"', () => {
      fc.assert(
        fc.property(titles, (title) => {
          const expected = wellFormed(title.trim().toLowerCase().split(' ').join('-'));
          expect(decodeURIComponent(slugify(title))).toBe(expected);
        }),
      );
    });

    it('is empty exactly when the trimmed title is empty', () => {
      fc.assert(
        fc.property(titles, (title) => {
          expect(slugify(title) === '').toBe(title.trim() === '');
        }),
      );
    });
  });
});

describe('path builders', () => {
  it('builds the product paths', () => {
    expect(productPath(7, 'Final: Madrid vs Barcelona')).toBe('/product/7/final%3A-madrid-vs-barcelona');
    expect(productPlayPath(7)).toBe('/product/7/play');
    expect(productTrailerPath(7)).toBe('/product/7/trailer');
  });

  it('builds collection, team, trainer and news paths', () => {
    expect(collectionPath(3, 'Season 2025')).toBe('/collection/3/season-2025');
    expect(teamPath(4, 'Real Madrid')).toBe('/teams/4/real-madrid');
    expect(trainerPath(5, 'Ana López')).toBe('/trainers/5/ana-l%C3%B3pez');
    expect(newsPath(6, 'Big News')).toBe('/magazine/6/big-news');
    expect(newsPlayPath(6)).toBe('/magazine/6/play');
  });

  it('builds the category path with both grids', () => {
    expect(categoryPath(8, 'Top Matches')).toBe('/category/8/top-matches?showProducts=true&showCollections=true');
  });

  it.each([
    [productPath, '/product/9'],
    [collectionPath, '/collection/9'],
    [teamPath, '/teams/9'],
    [trainerPath, '/trainers/9'],
    [newsPath, '/magazine/9'],
  ] as const)('omits the slug segment for an empty title (%#)', (build, path) => {
    for (const title of ['', '   ', null, undefined]) expect(build(9, title)).toBe(path);
  });

  it('omits the slug in the category path too, keeping the query', () => {
    expect(categoryPath(9, ' ')).toBe('/category/9?showProducts=true&showCollections=true');
  });

  it('never produces // or an unencoded separator in the slug segment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.string({ unit: 'binary', maxLength: 40 }), (id, title) => {
        for (const path of [
          productPath(id, title),
          collectionPath(id, title),
          teamPath(id, title),
          newsPath(id, title),
          trainerPath(id, title),
        ]) {
          expect(path).not.toContain('//');
          expect(path.split('/').length).toBeLessThanOrEqual(4);
          expect(path).not.toMatch(/[?#]/);
        }
      }),
    );
  });

  it('encodes the id segment when it is a string', () => {
    expect(productPath('a/b', 'x')).toBe('/product/a%2Fb/x');
  });

  it('builds the tag search path with an encoded tag', () => {
    expect(tagSearchPath('football')).toBe('/search?search=%23football');
    expect(tagSearchPath('fútbol sala')).toBe('/search?search=%23f%C3%BAtbol%20sala');
    expect(tagSearchPath('a&b#c')).toBe('/search?search=%23a%26b%23c');
    expect(new URL(tagSearchPath('a&b #c'), 'http://x').searchParams.get('search')).toBe('#a&b #c');
  });
});
