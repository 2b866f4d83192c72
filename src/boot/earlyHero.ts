/**
 * The early paint: the page's largest element drawn from the boot's own answers into the empty root, before the
 * app's bundle has arrived and run: the banner's first slide on the home, the backdrop and title of a product, the
 * latest news on the magazine. The markup and class names are the React views' (src/features/banner/BannerView.tsx,
 * src/features/product/ProductView.tsx, src/features/magazine/MagazineView.tsx) under an empty navbar of the shell's
 * height, so the app's stylesheet lays it out where the app will; the image is the one the boot preloaded. React's
 * first render replaces the root's children with the same element: no second image request, nothing moves.
 *
 * Only with the app's stylesheet in the page (the build's: the dev server has none, its CSS comes with the modules)
 * and once it has loaded; only into an empty root (the app has not rendered); never anything the app would not show
 * at once (a live product's timer, a slide's video). The provider's texts are set as text, never as markup.
 */
import { mapSlide, productImages } from '../api/catalogue/mappers';
import type { ProductRaw, SlideRaw } from '../api/catalogue/schemas';
import type { NewsRaw } from '../api/catalogue/schemas.lazy';
import { url } from '../api/common/mappers';
import { formatDate } from '../domain/dates';
import { FEATURED_NEWS } from '../features/magazine/magazine';
import { safeUrl } from '../domain/urlPolicy';
import { APP_ROOT_ATTRIBUTE } from './rootMark';

/** The few words of the app's catalogue the heroes show, in one language (scripts/bootPlugin.ts reads them). */
export interface HeroWords {
  /** 'home.banner.more' */ more: string;
  /** 'home.banner.new_tab' */ newTab: string;
  /** 'magazine.title' */ magazine: string;
  /** 'magazine.latest' */ latest: string;
  /** 'magazine.novelty' */ novelty: string;
}

type Child = Node | string | null | undefined | false;

/** An element with its classes, attributes and children (text set as text). */
function h(tag: string, cls: string | null, attrs: Record<string, string | null>, children: Child[] = []): HTMLElement {
  const el = document.createElement(tag);
  if (cls) el.className = cls;
  for (const name of Object.keys(attrs)) if (attrs[name] !== null) el.setAttribute(name, attrs[name]!);
  for (const child of children)
    if (child) el.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return el;
}

/** The image that can be the page's largest paint, as the views mark it. */
const heroImage = (cls: string, src: string) =>
  h('img', cls, { src, alt: '', fetchpriority: 'high', elementtiming: 'first-screen' });

/** `<picture>` with the phone's crop up to `phoneMax`, as the views write it. */
const picture = (cls: string | null, phone: string | null, phoneMax: string, img: HTMLElement) =>
  h('picture', cls, {}, [phone && h('source', null, { media: `(max-width: ${phoneMax})`, srcset: phone }), img]);

/** The home's banner with its first slide (a slide with a video: none, its button is the app's to draw). */
function banner(body: { slides?: SlideRaw[] | null } | null, words: HeroWords): HTMLElement | null {
  const raw = body?.slides?.[0];
  if (!raw) return null;
  const slide = mapSlide(raw);
  if (slide.videoUrl) return null;
  const link = safeUrl(slide.externalUrl);
  const img = heroImage('banner__image', slide.image);
  img.setAttribute('loading', 'eager');
  const content =
    (slide.title || slide.subtitle || link) &&
    h('div', 'banner__content', {}, [
      slide.title && h('h2', 'banner__title', {}, [slide.title]),
      slide.subtitle && h('p', 'banner__subtitle', {}, [slide.subtitle]),
      link &&
        h('div', 'banner__actions', {}, [
          h('a', 'button button--primary', { href: link, target: '_blank', rel: 'noopener noreferrer' }, [
            words.more,
            h('span', 'visually-hidden', {}, [words.newTab]),
          ]),
        ]),
    ]);
  const slideEl = h('div', 'banner__slide is-active', { 'data-testid': 'banner-slide' }, [
    picture('banner__picture', slide.imagePortrait, '575.98px', img),
    content && h('div', 'banner__shade', { 'aria-hidden': 'true' }),
    content,
  ]);
  return h('div', 'home', {}, [
    h('section', 'banner', { 'data-testid': 'banner' }, [
      h('div', 'banner__viewport', {}, [h('div', 'banner__container', {}, [slideEl])]),
    ]),
  ]);
}

/** A product's hero: backdrop, title, subtitle, and its actions' row kept empty (a live event's: none). */
function product(raw: ProductRaw | null): HTMLElement | null {
  if (!raw || raw.liveSchedule?.start) return null;
  const images = productImages(raw);
  const title = raw.title || raw.fullTitle || '';
  return h('article', 'product', { 'data-testid': 'product' }, [
    h('header', 'product-hero', {}, [
      images.image && picture(null, images.imagePortrait, '767.98px', heroImage('product-hero__image', images.image)),
      h('div', 'product-hero__content', {}, [
        h('h1', 'product-hero__title', {}, [title]),
        raw.subtitle && h('p', 'product-hero__subtitle', {}, [raw.subtitle]),
        // the actions' height is the play button's: an empty one (unseen) keeps the title where the app's will be
        h('div', 'product-actions', { 'aria-hidden': 'true' }, [h('span', 'icon-button', {})]),
      ]),
    ]),
  ]);
}

/**
 * A featured news card, as the magazine draws it first: the latest one large with its image, a novelty's image
 * only once the first screen has been drawn (its frame keeps its size).
 */
function newsCard(news: NewsRaw, badge: string, image: string | null): HTMLElement {
  const date = formatDate(news.publicationDate);
  return h('article', `news-card${image ? ' news-card--large' : ''}`, {}, [
    h('span', 'news-card__link', {}, [
      h('span', 'news-card__media', {}, [image && heroImage('news-card__image', image)]),
      h('span', 'news-card__text', {}, [
        h('span', 'news-card__badge', {}, [badge]),
        h('span', 'news-card__title', {}, [news.title]),
        date && h('time', 'news-card__date', { datetime: news.publicationDate ?? '' }, [date]),
      ]),
    ]),
  ]);
}

/** The magazine's title and its featured news: the latest (the largest paint) and the novelties beside it. */
function magazine(body: { newsList?: NewsRaw[] | null } | null, words: HeroWords): HTMLElement | null {
  const list = body?.newsList ?? [];
  const image = list[0] ? url(list[0].image) : null;
  if (!image) return null;
  return h('div', 'magazine page', {}, [
    h('h1', 'page__title', {}, [words.magazine]),
    h('section', 'magazine__featured', {}, [
      newsCard(list[0]!, words.latest, image),
      ...list.slice(1, FEATURED_NEWS).map((news) => newsCard(news, words.novelty, null)),
    ]),
  ]);
}

/** The hero a page's call names (its provider path with `{id}`), from its answer; null for none. */
export function heroOf(call: string, body: unknown, words: HeroWords): HTMLElement | null {
  try {
    if (call === '/slider/list') return banner(body as never, words);
    if (call === '/products/{id}') return product(body as never);
    if (call === '/news') return magazine(body as never, words);
  } catch {
    /* an answer of another shape: nothing early */
  }
  return null;
}

/** The shell around a page: an empty navbar of its height above the page's main, as src/features/shell draws it. */
function shell(page: HTMLElement): HTMLElement {
  return h('div', 'shell shell--web', { 'data-early-paint': '' }, [
    h('header', 'navbar', {}, [h('div', 'navbar__bar', {})]),
    h('main', 'shell__main', {}, [page]),
  ]);
}

/**
 * Paints `hero` into the empty root once the app's stylesheet has loaded (at once if it has); nothing without a
 * stylesheet (the dev server), or once the app has drawn.
 */
export function paintEarly(hero: HTMLElement | null): void {
  const root = document.getElementById('root');
  const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]');
  if (!hero || !root || !sheet) return;
  const paint = () => {
    // only into a root the app has not taken yet (React's first render clears what is there and draws its own)
    if (root.childNodes.length === 0 && !root.hasAttribute(APP_ROOT_ATTRIBUTE)) root.appendChild(shell(hero));
  };
  if (sheet.sheet) paint();
  else sheet.addEventListener('load', paint);
}
