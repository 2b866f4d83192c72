/** Pure formatting for the product page (live schedule display, levels); prices: formatPrice of src/domain. */
import type { Level } from '../../domain';

/** Local date and time DD/MM/YYYY HH:mm (spec §9 date display). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** How full a level meter is: 1, 2 or 3 of 3. */
export function levelSteps(level: Level): 1 | 2 | 3 {
  return level === 'LOW' ? 1 : level === 'MEDIUM' ? 2 : 3;
}
