import { createFileRoute } from '@tanstack/react-router';

/** The magazine's address without an item (its parent route, `_list`, is the page). */
export const Route = createFileRoute('/magazine/_list/')({});
