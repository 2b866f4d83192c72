/** Pure formatting for the product page (levels; dates: formatDateTime of src/domain); prices: formatPrice of src/domain. */
import type { Level } from '~/domain';

/** How full a level meter is: 1, 2 or 3 of 3. */
export function levelSteps(level: Level): 1 | 2 | 3 {
  return level === 'LOW' ? 1 : level === 'MEDIUM' ? 2 : 3;
}
