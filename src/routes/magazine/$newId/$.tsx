import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec §2 Redirects: /magazine/{newId}/* (beyond its sub-routes) goes to /magazine. */
export const Route = createFileRoute('/magazine/$newId/$')({
  beforeLoad: () => {
    throw redirect({ href: '/magazine', replace: true });
  },
});
