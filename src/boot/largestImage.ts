/**
 * The page's largest paint, by the call that names it: the image the app will render at the top of the page, as the
 * app's own mappers pick it (each image falls back to the others in a fixed order) and for the screen widths its
 * `<picture>` gives it. `phone` applies up to `phoneMax`, `wide` above it (one preload when both are the same).
 * - the home's banner, its first slide (the portrait image up to 575.98px);
 * - a product's backdrop (the portrait image up to 767.98px, else the landscape image);
 * - the magazine's latest news, the first of the list;
 * - a category's first video tile (a standard tile: its thumbnail), fetched with CORS like every tile's image (its
 *   dominant colour is read from it), so the preload is `crossorigin` too; none for a match whose two teams' crests
 *   replace the image, nor for a category of collections only.
 * The answers are the provider's as they came (not yet checked by the app's schemas): anything unexpected in them
 * throws, and the caller then preloads nothing.
 */
import { productImages, slideImages } from '~/api/catalogue/mappers';
import type { CategoryContentRaw, ProductRaw, SlideRaw } from '~/api/catalogue/schemas';
import type { NewsRaw } from '~/api/catalogue/schemas.lazy';
import { mapTeamRef, url } from '~/api/common/mappers';

interface ImageChoice {
  phoneMax?: string;
  wide: string | null;
  phone: string | null;
  cors?: boolean;
}

/** A page's call that names its largest image: the provider's path, with the id as `{id}`. */
type ImageCall = '/slider/list' | '/products/{id}' | '/news' | '/categories/{id}/content';

const LARGEST_IMAGE: Record<ImageCall, (body: never) => ImageChoice | null> = {
  '/slider/list': (body: { slides?: SlideRaw[] | null } | null) => {
    const slide = body?.slides?.[0];
    if (!slide) return null;
    const images = slideImages(slide);
    return { phoneMax: '575.98px', wide: images.image, phone: images.imagePortrait };
  },
  '/products/{id}': (product: ProductRaw | null) => {
    if (!product) return null;
    const images = productImages(product);
    return { phoneMax: '767.98px', wide: images.image, phone: images.imagePortrait };
  },
  '/news': (body: { newsList?: NewsRaw[] | null } | null) => {
    const latest = body?.newsList?.[0];
    return latest ? { wide: url(latest.image), phone: url(latest.image) } : null;
  },
  '/categories/{id}/content': (category: CategoryContentRaw | null) => {
    const first = category?.productList?.[0];
    // a match tile shows its teams' crests when both have one: then no preload (when in doubt, none: an image
    // preloaded and not shown is a download for nothing)
    if (!first || (mapTeamRef(first.homeTeam) && mapTeamRef(first.awayTeam))) return null;
    const thumbnail = productImages(first).thumbnail;
    return { wide: thumbnail, phone: thumbnail, cors: true };
  },
};

/** The image a call's answer names, or null (none, or an answer of another shape). */
function choiceOf(call: string, body: unknown): ImageChoice | null {
  const pick = LARGEST_IMAGE[call.replace(/\d+/, '{id}') as ImageCall] as
    ((body: unknown) => ImageChoice | null) | undefined;
  try {
    return pick ? pick(body) : null;
  } catch {
    return null;
  }
}

/** An image to fetch: an inline picture (the mappers' placeholder is one) needs none. */
function fetchable(image: string | null): string | null {
  return image !== null && /^https?:/i.test(image) ? image : null;
}

export interface ImagePreload {
  href: string;
  media: string | null;
  cors?: boolean;
}

/**
 * The preloads of the image a page's call names as its largest paint, given the call's answer: the phone's and the
 * wider screens' when they differ, with `cors: true` when the app fetches that image with CORS; none when the answer
 * names no fetchable image.
 */
export function largestImagePreloads(call: string, body: unknown): ImagePreload[] {
  const choice = choiceOf(call, body);
  if (!choice) return [];
  const wide = fetchable(choice.wide);
  const phone = fetchable(choice.phone);
  const out: ImagePreload[] = [];
  if (phone === wide || !choice.phoneMax) {
    if (wide) out.push({ href: wide, media: null });
  } else {
    if (phone) out.push({ href: phone, media: `(max-width: ${choice.phoneMax})` });
    if (wide) out.push({ href: wide, media: `not all and (max-width: ${choice.phoneMax})` });
  }
  if (choice.cors) for (const preload of out) preload.cors = true;
  return out;
}
