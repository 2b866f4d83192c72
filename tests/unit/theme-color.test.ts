import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, primaryPalette, readableTextOn, toHex } from '~/theme/color';

describe('club colour helpers', () => {
  it('parses 3 and 6 digit hex, rejects garbage', () => {
    expect(parseHex('#E50914')).toEqual({ r: 229, g: 9, b: 20 });
    expect(parseHex('fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(toHex({ r: 300, g: -4, b: 15.6 })).toBe('#ff0010');
  });

  it('derives the shades with the spec factors 0.1 (lighter), 0.2 (darker), 0.05 (tint)', () => {
    const p = primaryPalette('#E50914', '#000000');
    expect(p.primary).toBe('#e50914');
    expect(p.light).toBe(toHex({ r: 229 + (255 - 229) * 0.1, g: 9 + 246 * 0.1, b: 20 + 235 * 0.1 }));
    expect(p.dark).toBe(toHex({ r: 229 * 0.8, g: 9 * 0.8, b: 20 * 0.8 }));
    expect(p.subtle).toBe(toHex({ r: 229 * 0.05, g: 9 * 0.05, b: 20 * 0.05 }));
  });

  it('derives a text colour with at least 4.5:1 contrast on the page and raised surfaces', () => {
    for (const [primary, surface] of [
      ['#E50914', '#0b0d12'],
      ['#0A66C2', '#ffffff'],
      ['#F59E0B', '#ffffff'],
      ['#16A34A', '#0b0d12'],
      ['#7C3AED', '#ffffff'],
    ] as const) {
      const text = parseHex(primaryPalette(primary, surface).text)!;
      expect(contrastRatio(text, parseHex(surface)!), `${primary} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    // a colour that already reads well is kept
    expect(primaryPalette('#0A66C2', '#ffffff').text).toBe('#0a66c2');
  });

  it('falls back to the default primary for an invalid colour', () => {
    expect(primaryPalette('not-a-colour', '#fff').primary).toBe('#3b82f6');
  });

  it('chooses black or white text, whichever contrasts more with the primary colour', () => {
    expect(readableTextOn(parseHex('#F59E0B')!)).toBe('#000000'); // amber
    expect(readableTextOn(parseHex('#0A66C2')!)).toBe('#ffffff'); // blue
    expect(contrastRatio(parseHex('#000')!, parseHex('#fff')!)).toBeCloseTo(21, 5);
  });
});
