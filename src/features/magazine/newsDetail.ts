/**
 * The code of a news item's detail (with the HTML sanitiser, 11 KB), which the magazine's first screen does without
 * (issue 13): the magazine loads it a second after it shows, and an item's own address as soon as it is matched.
 */
export const loadNewsDetail = () => import('./NewsDetail').then((m) => m.NewsDetail);

/** When the magazine loads an item's detail code, after it shows. */
export const NEWS_DETAIL_AFTER_MS = 1000;
