import { useState } from 'react';
import { useLoadFailedOn } from '~/components/LoadFailed';
import { formatPrice, type ProductDetail } from '~/domain';
import { useArrived } from '~/components/useArrived';
import { useFirstScreenShown } from '~/components/useFirstScreenDrawn';
import { ProductPlaceholder, ProductView } from './ProductView';
import { RentView } from './RentView';
import { useProduct, useProductQuery } from './useProduct';

export interface ProductPageProps {
  productId: number;
  /** ?resolve=play: run the play button's resolution once on load (the play route had no video to play) */
  resolvePlay: boolean;
  /** ?card=: the card just added for renting this product (selected when the rent modal opens) */
  card?: string | undefined;
  /** the add-card page that sends the member back to this rent (with ?resolve=play) once the card is added */
  addCardHref: string;
}

/** What the product routes render (/product/{id}, /detail, /{title}). */
export function ProductPage({ productId, resolvePlay, card, addCardHref }: ProductPageProps) {
  const query = useProductQuery(productId);
  const { loading, failed, waiting, retry } = query;
  const failure = useLoadFailedOn(retry);
  // drawn in a deferred, time-sliced render (src/components/useArrived.ts): the skeleton until then
  const product = useArrived(query.product);
  // read once: the resolution clears the address's parameters before the rent modal opens
  const [start] = useState(() => ({ addedCard: card ?? null, addCardHref }));
  useFirstScreenShown(product !== null || (failed && !loading));
  if (!product) {
    return <ProductPlaceholder failed={failed && !loading} waiting={waiting} on={failure} />;
  }
  return (
    <LoadedProduct
      key={product.id}
      product={product}
      resolvePlay={resolvePlay}
      addedCard={start.addedCard}
      addCardHref={start.addCardHref}
    />
  );
}

function LoadedProduct({
  product,
  resolvePlay,
  addedCard,
  addCardHref,
}: {
  product: ProductDetail;
  resolvePlay: boolean;
  addedCard: string | null;
  addCardHref: string;
}) {
  const { vm, on, rent } = useProduct(product, { resolvePlay, addedCard, addCardHref });
  const price = product.rentalPrice ? formatPrice(product.rentalPrice, product.currency, vm.language) : '';
  // on TV renting is web only: no rent flow (no card list, no payment)
  return <ProductView vm={vm} on={on} rent={rent ? <RentView vm={rent.vm} on={rent.on} price={price} /> : null} />;
}
