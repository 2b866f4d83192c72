/**
 * The browser's connectivity as TanStack Query sees it (`onlineManager`: the `online`/`offline` events). Queries
 * pause while offline and resume by themselves when the network returns; the views read this to say so.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
