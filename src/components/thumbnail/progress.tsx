/**
 * How far the member got in each product, from the positions kept on this device: the app provides them (the root
 * route); every product tile shows its bar, the home its Continue watching row, the product page Resume and Start
 * over, without each page passing them down.
 */
import { createContext, useContext } from 'react';

export interface KeptPositionsView {
  /** Continue watching: the products started and not finished, most recent first (live events not yet left out) */
  continueIds: readonly number[];
  /** a product's progress on its tiles as a whole percentage (1..94), or null when it shows none */
  progressOf(productId: number): number | null;
  /** where the product's video resumes, in seconds (0: from the start) */
  resumeAt(productId: number): number;
  /** forgets the product's position: out of Continue watching, no bar, its video starts over */
  forget(productId: number): void;
  /** the row's products, in `continueIds` order, from the products known so far (src/features/shell/keptPositionsView.ts) */
  continueRow<P extends { id: number; liveSchedule: unknown }>(products: ReadonlyMap<number, P>): P[];
}

/** No position known (none kept, or their code not loaded yet). */
export const noKeptPositions: KeptPositionsView = {
  continueIds: [],
  progressOf: () => null,
  resumeAt: () => 0,
  forget: () => {},
  continueRow: () => [],
};

export const KeptPositionsContext = createContext<KeptPositionsView>(noKeptPositions);

export function useKeptPositions(): KeptPositionsView {
  return useContext(KeptPositionsContext);
}

export function useTileProgress(productId: number): number | null {
  return useContext(KeptPositionsContext).progressOf(productId);
}

/** A thin bar at the bottom of a tile (or a button): a progressbar with its value, named by `label`. */
export function WatchedBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <span
      className={`watched-bar${className ? ` ${className}` : ''}`}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <span className="watched-bar__fill" style={{ width: `${value}%` }} />
    </span>
  );
}
