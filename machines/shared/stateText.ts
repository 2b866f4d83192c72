/**
 * A state value as one line of text (`ready.payment.choosing`, `player.{playing, controls.visible}`): how the
 * inspector panel and `npm run qa-paths` name a state.
 */
export const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object'
      ? Object.entries(value)
          .map(([k, v]) => (typeof v === 'string' ? `${k}.${v}` : `${k}.{${stateText(v)}}`))
          .join(', ')
      : String(value);
