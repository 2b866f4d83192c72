/** Date display (spec §9: DD/MM/YYYY). */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * DD/MM/YYYY (spec §9). A plain date (YYYY-MM-DD) is shown as written; a timestamp in the viewer's time zone
 * (`timeZone` 'UTC' for deterministic tests). '' for nothing or garbage.
 */
export function formatDate(value: string | null | undefined, timeZone: 'local' | 'UTC' = 'local'): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return timeZone === 'UTC'
    ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
    : `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
