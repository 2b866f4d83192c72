import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * spec §2 Redirects: /trainers/{trainerName}/* goes to /trainers. The first segment shares the `$trainerId` folder
 * with the detail routes (one dynamic segment per level: TanStack Router ranks `/trainers/$trainerId/$trainerName`
 * above this splat), so only paths deeper than /trainers/{id}/{name} land here.
 */
export const Route = createFileRoute('/trainers/$trainerId/$')({
  beforeLoad: () => {
    throw redirect({ href: '/trainers', replace: true });
  },
});
