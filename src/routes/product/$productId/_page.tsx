import { useState } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { awaitBriefly, fetchMissing } from '~/performance/firstDraw';
import { guard, idOrHome } from '~/app/guard';
import { addCardTarget, returnWith } from '~/domain/returnTo';
import { routeRules } from '~/app/routeRules';
import { searchText } from '~/domain/searchParams';
import { productQuery } from '~/api/queries';
import { ProductPage } from '~/features/product/ProductPage';

/**
 * `?resolve=play`: the play or trailer route found no video (or a member comes back to renting it); anything else
 * reads as nothing. `?card=`: the card a member just added for this rent, selected in the modal.
 */
const productSearch = z.object({
  resolve: z.catch(z.optional(z.literal('play')), undefined),
  card: searchText,
});

/**
 * The product page (spec §2 /product/{id}, /product/{id}/detail, /product/{id}/{title}): one page for the three
 * addresses, its children (`_page/*`) only name them. The player routes (play, trailer) are siblings.
 */
export const Route = createFileRoute('/product/$productId/_page')({
  validateSearch: productSearch,
  staticData: { drawsFirstScreen: true },
  beforeLoad: async (args) => {
    await guard(routeRules.product)(args);
    return { productId: idOrHome(args.params.productId) };
  },
  // the product, awaited a moment (src/performance/firstDraw.ts): a slower answer draws over the skeleton, a failure is the
  // page's to show
  loader: ({ context }) =>
    Promise.all([
      context.machines.load('product'),
      awaitBriefly([fetchMissing(context.queryClient, productQuery(context.endpoints, context.productId))]),
    ]),
  component: Product,
});

function Product() {
  const { productId } = Route.useRouteContext();
  const { resolve, card } = Route.useSearch();
  const router = useRouter();
  // "Add a card" in the rent modal: back here with the rent modal open again (?resolve=play) once the card is added
  const [addCardHref] = useState(() =>
    addCardTarget(returnWith(router.state.location.href, { resolve: 'play', card: undefined })),
  );
  return <ProductPage productId={productId} resolvePlay={resolve === 'play'} card={card} addCardHref={addCardHref} />;
}
