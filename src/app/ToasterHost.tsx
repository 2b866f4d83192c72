import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './toast';

const SonnerToaster = lazy(() => import('./SonnerToaster'));

/** Mounts sonner's Toaster (bottom-right, 5000 ms; spec §8) the first time a toast is asked for. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
