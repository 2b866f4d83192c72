/** Pure formatting for the product page (spec §9 prices; live schedule display). */
import type { Level } from '../../api/domain';

/** EUR (default): two decimals, the euro sign after the amount; USD: the dollar sign before (spec §9). */
export function formatPrice(amount: number, currency = 'EUR', locale = 'en'): string {
  const value = amount.toLocaleString(locale === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const code = currency.toUpperCase();
  if (code === 'USD') return `$${value}`;
  if (code === 'EUR') return `${value} €`;
  return `${value} ${code}`;
}

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
