/**
 * The product's play and trailer sub-routes (spec §2 product/{productId}: play and trailer show the full-screen
 * player; §4: "The player page triggers the same flow when the product has no video"). The main video is reported,
 * the trailer never. Without the media to play, the product page runs the play-button resolution (`resolve=play`).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { livePhase, liveTimes, type ProductCard, type ProductDetail } from '~/domain';
import { productQuery } from '~/api/queries';
import { PlayerPlaceholder } from './PlayerPlaceholder';
import { VideoPlayer } from './VideoPlayer';
import { preloadHls } from './route';
import { isOnAir } from '~machines/player/playback';

export type ProductMedia = 'video' | 'trailer';

/** The product page path that runs the play-button resolution (implemented by the product page). */
export function resolvePlayHref(pathToDetail: string): string {
  return `${pathToDetail}?resolve=play`;
}

/**
 * What the next key plays from a product's main video: the first of its related products the member may watch now
 * (available in their plan, rented or free, and not a live event yet to come), or none.
 */
export function nextRelated(product: ProductDetail, now: number): ProductCard | null {
  return (
    product.relatedProducts.find(
      (r) => r.id !== product.id && r.available && livePhase(liveTimes(r.liveSchedule), now) !== 'future',
    ) ?? null
  );
}

export function ProductPlayer({ productId, media }: { productId: number; media: ProductMedia }) {
  const { endpoints, toasts } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const query = useQuery(productQuery(endpoints, productId));
  const product = query.data;
  const source = product ? (media === 'video' ? product.video : product.trailer) : null;

  useEffect(preloadHls, []);

  useEffect(() => {
    if (query.isError) {
      toasts.error(query.error);
      void router.navigate({ to: '/', replace: true });
    } else if (product && !source && !query.isFetching) {
      // (a product fetched before a login has no video: the fresh answer decides, not the cached one)
      void router.navigate({ href: resolvePlayHref(product.pathToDetail), replace: true });
    }
  }, [query.isError, query.error, query.isFetching, product, source, router, toasts]);

  if (!product || !source) return <PlayerPlaceholder />;
  const now = Date.now();
  const next = media === 'video' ? nextRelated(product, now) : null;
  return (
    <VideoPlayer
      key={`${product.id}:${media}:${source.url}`}
      src={source.url}
      // the product's full title where it has one ("Bouldering basics - Part 2"), as its page shows it
      title={product.fullTitle || product.title}
      // a live event on air plays as live (the stream may say so too, once it loads)
      live={media === 'video' && isOnAir(product.liveSchedule, now)}
      productId={media === 'video' ? product.id : null}
      fallback={product.pathToDetail}
      next={next?.id ?? null}
      // the lock screen's artwork: the thumbnail, then the large image
      artwork={[product.thumbnail, product.image].filter(Boolean).map((src) => ({ src }))}
    />
  );
}
