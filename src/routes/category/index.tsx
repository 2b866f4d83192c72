import { createFileRoute, redirect } from '@tanstack/react-router';

/** Without a categoryId the category page goes home (spec §2). */
export const Route = createFileRoute('/category/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
