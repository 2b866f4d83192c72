/**
 * The product's play and trailer sub-routes (spec §2 product/{productId}: play and trailer show the full-screen
 * player; §4: "The player page triggers the same flow when the product has no video"). The main video is reported,
 * the trailer never. Without the media to play, the product page runs the play-button resolution (`resolve=play`).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { productQuery } from '../../api/queries';
import { toastError } from '../../app/notify';
import { PlayerPlaceholder } from './PlayerPlaceholder';
import { VideoPlayer } from './VideoPlayer';
import { preloadHls } from './route';

export type ProductMedia = 'video' | 'trailer';

/** The product page path that runs the play-button resolution (implemented by the product page). */
export function resolvePlayHref(pathToDetail: string): string {
  return `${pathToDetail}?resolve=play`;
}

export function ProductPlayer({ productId, media }: { productId: number; media: ProductMedia }) {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const query = useQuery(productQuery(endpoints, productId));
  const product = query.data;
  const source = product ? (media === 'video' ? product.video : product.trailer) : null;

  useEffect(preloadHls, []);

  useEffect(() => {
    if (query.isError) {
      toastError(query.error);
      void router.navigate({ to: '/', replace: true });
    } else if (product && !source) {
      void router.navigate({ href: resolvePlayHref(product.pathToDetail), replace: true });
    }
  }, [query.isError, query.error, product, source, router]);

  if (!product || !source) return <PlayerPlaceholder />;
  return (
    <VideoPlayer
      key={`${media}:${source.url}`}
      src={source.url}
      title={product.title}
      productId={media === 'video' ? product.id : null}
      fallback={product.pathToDetail}
    />
  );
}
