import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { searchText } from '~/domain/searchParams';
import { guard } from '~/app/guard';
import { routeRules } from '~/app/routeRules';
import { SearchView } from '~/features/search/SearchView';
import { useSearch } from '~/features/search/useSearch';

/** ?search= is the text searched (the navbar box and tag buttons link here); anything odd reads as no text. */
const search = z.object({
  search: searchText,
});

export const Route = createFileRoute('/search')({
  validateSearch: search,
  beforeLoad: guard(routeRules.search),
  loader: ({ context }) => context.machines.load('search'),
  component: Search,
});

function Search() {
  const { vm, on } = useSearch(Route.useSearch().search ?? '');
  return <SearchView vm={vm} on={on} />;
}
