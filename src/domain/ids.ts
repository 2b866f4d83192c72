/**
 * The one parser for ids in addresses and search parameters (spec §2 paths: `/product/{productId}`,
 * `/trainers/{trainerId}`, `?template=` ...): provider ids are positive integers, written in decimal digits.
 *
 * Accepted: digits only, no leading zero, at most Number.MAX_SAFE_INTEGER ("601" -> 601). Refused (null): nothing,
 * '', '0', leading zeros ('0601': not an address the app writes), signs, spaces, decimals, exponents, hex, numbers
 * past the safe range (they would name another id once rounded).
 */
export function parseId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
