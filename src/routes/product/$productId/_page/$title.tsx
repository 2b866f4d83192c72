import { createFileRoute } from '@tanstack/react-router';

/** An address of the product page (its parent route, `_page`, is the page). */
export const Route = createFileRoute('/product/$productId/_page/$title')({});
