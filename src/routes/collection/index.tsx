import { createFileRoute, redirect } from '@tanstack/react-router';

/** Without a collectionId the collection page goes home (spec §2). */
export const Route = createFileRoute('/collection/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
