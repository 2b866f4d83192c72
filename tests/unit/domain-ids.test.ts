/** The one id parser (spec §2 paths and search parameters): a positive integer in canonical decimal, else null. */
import { describe, expect, it } from 'vitest';
import { parseId } from '~/domain';

describe('parseId', () => {
  it('reads a positive integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('201')).toBe(201);
    expect(parseId('601')).toBe(601);
    expect(parseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    undefined,
    null,
    '',
    '0',
    '00',
    '0601',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1.5',
    '1.0',
    '2e3',
    '0x10',
    'abc',
    'x601',
    '601x',
    '١٢',
    String(Number.MAX_SAFE_INTEGER + 1),
    '99999999999999999999',
  ])('refuses %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});
