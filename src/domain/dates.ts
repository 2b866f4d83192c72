/**
 * Dates: the one check of a plain date written YYYY-MM-DD (what a date input gives, what the provider stores as a
 * birthdate) and the one display format, DD/MM/YYYY (the spec's date display), with HH:mm when a time is shown.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date written YYYY-MM-DD ('2024-02-29' yes, '2023-02-29' no). The same rule for every form that
 * asks for a date (signup, complete profile, profile edit): any real date, whatever the year.
 */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  date.setUTCFullYear(y); // Date.UTC reads years 0-99 as 1900-1999
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The local calendar day of `date`, YYYY-MM-DD (what a date input holds and compares with). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parts(value: string | null | undefined, timeZone: 'local' | 'UTC') {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return timeZone === 'UTC'
    ? {
        day: d.getUTCDate(),
        month: d.getUTCMonth() + 1,
        year: d.getUTCFullYear(),
        h: d.getUTCHours(),
        m: d.getUTCMinutes(),
      }
    : { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear(), h: d.getHours(), m: d.getMinutes() };
}

/**
 * DD/MM/YYYY. A plain date (YYYY-MM-DD) is shown as written; a timestamp in the viewer's time zone (`timeZone`
 * 'UTC' for deterministic tests). '' for nothing or garbage.
 */
export function formatDate(value: string | null | undefined, timeZone: 'local' | 'UTC' = 'local'): string {
  const plain = value ? ISO_DATE.exec(value.trim()) : null;
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const p = parts(value, timeZone);
  return p ? `${pad(p.day)}/${pad(p.month)}/${p.year}` : '';
}

/** HH:mm of a timestamp, in the viewer's time zone by default; '' for nothing or garbage. */
export function formatTime(value: string | null | undefined, timeZone: 'local' | 'UTC' = 'local'): string {
  const p = parts(value, timeZone);
  return p ? `${pad(p.h)}:${pad(p.m)}` : '';
}

/** DD/MM/YYYY HH:mm of a timestamp; '' for nothing or garbage. */
export function formatDateTime(value: string | null | undefined, timeZone: 'local' | 'UTC' = 'local'): string {
  const date = formatDate(value, timeZone);
  return date && `${date} ${formatTime(value, timeZone)}`;
}
