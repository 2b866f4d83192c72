import { createFileRoute, redirect } from '@tanstack/react-router';

/** spec §2 Redirects: /product/{productId}/* (beyond its sub-routes) goes to /product/{productId}. */
export const Route = createFileRoute('/product/$productId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/product/${encodeURIComponent(params.productId)}`, replace: true });
  },
});
