import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellView } from '../features/shell/ShellView';
import { useShell } from '../features/shell/useShell';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  const { vm, on } = useShell();
  return (
    <ShellView vm={vm} on={on}>
      <Outlet />
    </ShellView>
  );
}
