/**
 * What the inspector shows of an event or a context: a plain, JSON-safe copy with sensitive fields masked
 * (passwords, tokens, card data, client secrets ...) and actors, functions and errors summarised. Pure: unit-tested.
 */

export const MASK = '••••';

/** Keys whose values are never shown. */
const SENSITIVE_KEY =
  /pass(word)?|token|secret|authori[sz]ation|cookie|cvc|cvv|card_?number|^number$|^pan$|iban|^pin$|otp|credential/i;

/** Values that are secrets whatever their key: client secrets, bearer tokens, JWTs, card numbers. */
function sensitiveValue(value: string): boolean {
  return (
    /_secret_/.test(value) ||
    /^bearer\s/i.test(value) ||
    /^eyJ[\w-]{8,}\.[\w-]{8,}/.test(value) ||
    /^(?:\d[ -]?){13,19}$/.test(value.trim())
  );
}

export function mask(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return sensitiveValue(value) ? MASK : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `ƒ ${(value as { name?: string }).name || 'function'}`;
  if (typeof value !== 'object') return String(value);
  if (seen.has(value)) return '[circular]';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  const actor = value as { sessionId?: unknown; send?: unknown; id?: unknown };
  if (typeof actor.sessionId === 'string' && typeof actor.send === 'function') return `[actor ${String(actor.id)}]`;
  if (depth >= 6) return '…';
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, 50).map((v) => mask(v, depth + 1, seen));
    return value.length > 50 ? [...items, `… ${value.length - 50} more`] : items;
  }
  if (typeof (value as { nodeType?: unknown }).nodeType === 'number') return '[element]';
  const record = value as Record<string, unknown>;
  // `{ field: 'password', value: '…' }` (a form's change event): the value is as secret as the field
  const secretField = ['field', 'name', 'key'].some(
    (k) => typeof record[k] === 'string' && SENSITIVE_KEY.test(record[k]),
  );
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    const secret = SENSITIVE_KEY.test(k) || (secretField && k === 'value');
    out[k] = secret && v !== null && v !== undefined && v !== '' ? MASK : mask(v, depth + 1, seen);
  }
  return out;
}
