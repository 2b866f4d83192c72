/**
 * The router's pending and error components (never blank, always a way out). Translated, with Try again
 * and Home, in place of TanStack's English "Something went wrong!".
 */
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RouteErrorView, RoutePendingView } from '~/components/StatusPages';
import { useOnline } from '~/services/online';
import { isChunkLoadError } from '~/performance/staleChunks';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  return (
    <RouteErrorView
      offline={!online}
      onRetry={() => {
        // a chunk that failed to load is asked for again by a fresh page (a deploy may have replaced it)
        if (online && isChunkLoadError(error)) return window.location.reload();
        reset();
        void router.invalidate();
      }}
      onHome={() => {
        reset();
        void router.navigate({ to: '/' });
      }}
    />
  );
}

export function RoutePending() {
  const router = useRouter();
  const online = useOnline();
  return <RoutePendingView offline={!online} onHome={() => void router.navigate({ to: '/' })} />;
}
