import { createFileRoute, redirect } from '@tanstack/react-router';

/** Without a productId the product page goes home (spec §2). */
export const Route = createFileRoute('/product/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
