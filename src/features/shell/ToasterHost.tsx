import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { isToasterWanted, subscribeToasterWanted } from '~/services/toast';

// offline or after a deploy the toaster's chunk may not load: the app goes on without toasts, never the error page
const SonnerToaster = lazy<ComponentType>(() => import('./SonnerToaster').catch(() => ({ default: () => null })));

/** Mounts sonner's Toaster (bottom-right, 5000 ms; spec §8) the first time a toast is asked for. */
export function ToasterHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
