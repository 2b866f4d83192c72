import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { slidesQuery } from '~/api/queries';
import type { Slide } from '~/domain';
import { BannerView } from './BannerView';
import { useBannerCarousel } from './useBannerCarousel';

/** The home slide banner: a placeholder while the slides load, nothing when there are none (or they fail). */
export function Banner({ enabled = true }: { enabled?: boolean }) {
  const { endpoints } = useRouteContext({ from: '__root__' });
  const slides = useQuery({ ...slidesQuery(endpoints), enabled });
  // still loading (busy): the TV's first focus waits for the banner, the page's first region
  if (slides.isPending && enabled)
    return <div className="banner banner--loading skeleton" aria-hidden="true" aria-busy="true" />;
  if (!slides.data?.length) return null;
  return <BannerCarousel slides={slides.data} />;
}

function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { vm, on, swipe } = useBannerCarousel(slides);
  return <BannerView vm={vm} on={on} swipe={swipe} />;
}
