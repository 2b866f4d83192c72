import { useCallback } from 'react';
import type { ProductDetail } from '../../api/domain';
import { formatPrice } from './format';
import { ProductPlaceholder, ProductView } from './ProductView';
import { RentView } from './RentView';
import { useProduct, useProductQuery } from './useProduct';
import { useRent } from './useRent';

export interface ProductPageProps {
  productId: number;
  /** ?resolve=play: run the play button's resolution once on load (the play route had no video to play) */
  resolvePlay: boolean;
  clearResolve(): void;
}

/** What the product routes render (/product/{id}, /detail, /{title}). */
export function ProductPage({ productId, resolvePlay, clearResolve }: ProductPageProps) {
  const { product, loading, failed, waiting } = useProductQuery(productId);
  if (!product) return <ProductPlaceholder failed={failed && !loading} waiting={waiting} />;
  return <LoadedProduct key={product.id} product={product} resolvePlay={resolvePlay} clearResolve={clearResolve} />;
}

function LoadedProduct({
  product,
  resolvePlay,
  clearResolve,
}: {
  product: ProductDetail;
  resolvePlay: boolean;
  clearResolve(): void;
}) {
  const { vm, on } = useProduct(product, { resolvePlay, clearResolve });
  const price = product.rentalPrice ? formatPrice(product.rentalPrice, product.currency, vm.language) : '';
  // on TV renting is web only: no rent flow (no card list, no payment)
  const rent = vm.purchasesOnWeb ? null : <Rent productId={product.id} price={price} onRented={on.rented} />;
  return <ProductView vm={vm} on={on} rent={rent} />;
}

function Rent({ productId, price, onRented }: { productId: number; price: string; onRented(): void }) {
  const stableOnRented = useCallback(() => onRented(), [onRented]);
  const { vm, on } = useRent(productId, stableOnRented);
  return <RentView vm={vm} on={on} price={price} />;
}
