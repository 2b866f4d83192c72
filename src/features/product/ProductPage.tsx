import { useCallback, useState } from 'react';
import { formatPrice, type ProductDetail } from '../../domain';
import { ProductPlaceholder, ProductView } from './ProductView';
import { RentView } from './RentView';
import { useProduct, useProductQuery } from './useProduct';
import { useRent } from './useRent';

export interface ProductPageProps {
  productId: number;
  /** ?resolve=play: run the play button's resolution once on load (the play route had no video to play) */
  resolvePlay: boolean;
  /** ?card=: the card just added for renting this product (selected when the rent modal opens) */
  card?: string | undefined;
  clearResolve(): void;
}

/** What the product routes render (/product/{id}, /detail, /{title}). */
export function ProductPage({ productId, resolvePlay, card, clearResolve }: ProductPageProps) {
  const { product, loading, failed, waiting } = useProductQuery(productId);
  // read once: the resolution clears the address's parameters before the rent modal opens
  const [addedCard] = useState(card ?? null);
  if (!product) return <ProductPlaceholder failed={failed && !loading} waiting={waiting} />;
  return (
    <LoadedProduct
      key={product.id}
      product={product}
      resolvePlay={resolvePlay}
      addedCard={addedCard}
      clearResolve={clearResolve}
    />
  );
}

function LoadedProduct({
  product,
  resolvePlay,
  addedCard,
  clearResolve,
}: {
  product: ProductDetail;
  resolvePlay: boolean;
  addedCard: string | null;
  clearResolve(): void;
}) {
  const { vm, on } = useProduct(product, { resolvePlay, clearResolve });
  const price = product.rentalPrice ? formatPrice(product.rentalPrice, product.currency, vm.language) : '';
  // on TV renting is web only: no rent flow (no card list, no payment)
  const rent = vm.purchasesOnWeb ? null : (
    <Rent productId={product.id} price={price} addedCard={addedCard} onRented={on.rented} />
  );
  return <ProductView vm={vm} on={on} rent={rent} />;
}

function Rent({
  productId,
  price,
  addedCard,
  onRented,
}: {
  productId: number;
  price: string;
  addedCard: string | null;
  onRented(): void;
}) {
  const stableOnRented = useCallback(() => onRented(), [onRented]);
  const { vm, on } = useRent(productId, stableOnRented, addedCard);
  return <RentView vm={vm} on={on} price={price} />;
}
