/**
 * The contract of the thumbnail family (spec §2 Product card, §9 overlays, lazy-load margin; docs/ui.md Thumbnails).
 * Components are presentational: callers pass domain objects and the club's display switches.
 */
import type { CollectionCard, NewsItem, ProductCard, TeamSummary, Trainer } from '~/domain';

/** standard 16:9, portrait 2:3, panoramic (wide), profile (round) */
export type ThumbnailStyle = 'standard' | 'portrait' | 'panoramic' | 'profile';

export interface ProductThumbnailProps {
  product: ProductCard;
  style?: ThumbnailStyle;
  /** club switch showTitlesOnProductThumbnail (or showTitlesOnPanoramic for the panoramic style) */
  showTitle: boolean;
  /** the product is a favourite of the user (badge) */
  favorite?: boolean;
  /** eager for the first visible row (LCP), lazy with a 1000px margin otherwise */
  priority?: boolean;
}

export interface CollectionThumbnailProps {
  collection: CollectionCard;
  /** portrait by default; profile for collections of type personal */
  style?: ThumbnailStyle;
  showTitle: boolean;
  priority?: boolean;
}

export interface NewsThumbnailProps {
  news: NewsItem;
  showTitle: boolean;
  priority?: boolean;
  /** false where the item's detail opens in a dialog over the page (the magazine): the page keeps its scroll */
  resetScroll?: boolean;
}

export interface TeamThumbnailProps {
  team: TeamSummary;
  priority?: boolean;
}

export interface TrainerThumbnailProps {
  trainer: Trainer;
  showTitle: boolean;
  priority?: boolean;
}
