import type { RentState } from '~machines/product/productPage.selectors';
import type { Card } from '~/domain';

/**
 * The rent modal's view model: the product page's rent child (started when the modal opens, stopped when it closes,
 * read through the page's selector) and the card list it puts in the query cache.
 */
export interface RentVm extends RentState {
  cards: Card[];
}

export interface RentOn {
  select(id: string): void;
  rent(): void;
  retry(): void;
}
