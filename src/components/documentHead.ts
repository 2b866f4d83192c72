/**
 * The document's title and link-preview tags, one writer for the whole app.
 *
 * Every page is titled by what it shows, then the club: "<what the page shows> | <club name>" ("Rope work basics |
 * Mountain Climbing Team", "Search | Mountain Climbing Team"); the home, which shows the club itself, keeps the
 * club's SEO title as configured (its name when it sets none). Tabs, history and screen readers tell pages apart by
 * it (WCAG 2.4.2 Page Titled).
 *
 * Pages say what they show with `setPageHead` (through `usePageHead`); the latest page to set one wins, and when it
 * goes the one before it is back (a news item's dialog over the magazine, then the magazine). A page head may carry
 * a link preview (products, news): Open Graph and Twitter card tags, removed with it. They are set at run time: a
 * crawler that runs no JavaScript sees only index.html's own tags (docs/deployment.md: What a crawler sees).
 */

export interface PageHead {
  /** What the page shows, in the member's language where the words are ours. */
  title: string;
  /** A link preview of the thing the page shows (a product, a news item). */
  preview?:
    | {
        /** Plain text; else `html`, the server's HTML description, of which the preview keeps the text. */
        description?: string | undefined;
        html?: string | undefined;
        image: string | null;
        type: 'video.other' | 'article';
      }
    | undefined;
}

interface Site {
  /** The home's title: the club's SEO title, else its name. */
  title: string;
  name: string;
}

let site: Site = { title: '', name: '' };
const pages = new Map<number, PageHead>();

/** Tags this module wrote, so it only ever removes its own. */
const OWN = 'data-page-head';

function meta(attribute: 'property' | 'name', key: string, content: string) {
  const el = document.createElement('meta');
  el.setAttribute(attribute, key);
  el.content = content;
  el.setAttribute(OWN, '');
  document.head.appendChild(el);
}

/** The title a page gets: what it shows, then the club's name. */
export function pageTitle(title: string, clubName: string): string {
  const what = title.trim();
  if (!what) return clubName;
  return clubName ? `${what} | ${clubName}` : what;
}

function render() {
  const latest = pages.size > 0 ? pages.get(Math.max(...pages.keys())) : undefined;
  const title = latest ? pageTitle(latest.title, site.name) : site.title || site.name;
  if (title) document.title = title;
  for (const el of document.head.querySelectorAll(`meta[${OWN}]`)) el.remove();
  const preview = latest?.preview;
  if (!latest || !preview) return;
  const description = preview.description?.trim() || (preview.html ? previewText(preview.html) : '');
  const image = preview.image ? new URL(preview.image, location.href).href : null;
  meta('property', 'og:type', preview.type);
  meta('property', 'og:title', latest.title);
  meta('property', 'og:site_name', site.name);
  meta('property', 'og:url', `${location.origin}${location.pathname}`);
  if (description) meta('property', 'og:description', description);
  if (image) meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  meta('name', 'twitter:title', latest.title);
  if (description) meta('name', 'twitter:description', description);
  if (image) meta('name', 'twitter:image', image);
}

/** The club's name (for what names the club beside a page's content, such as the media session's artist). */
export function siteName(): string {
  return site.name;
}

/** The club's title and name (at start-up and whenever its configuration is applied). */
export function setSiteHead(next: Site): void {
  site = next;
  render();
}

let order = 0;
/** A page's place in the order pages set their heads: later ones win. */
export const nextPageHeadOrder = (): number => ++order;

/** Sets the head of the page at `place`; returns what removes it. */
export function setPageHead(place: number, head: PageHead): () => void {
  pages.set(place, head);
  render();
  return () => {
    if (pages.get(place) !== head) return;
    pages.delete(place);
    render();
  };
}

/**
 * Plain text of server HTML, for a preview's description, cut to 200. Read as a string, never by the browser's HTML
 * parser: Chromium reports an `on*` handler to the page's Content-Security-Policy as soon as markup holding one is
 * parsed, even into an inert document. Script, style and template blocks and comments go with their content, inline
 * tags go, every other tag is a word break; character references are decoded by a <textarea> of an inert document, which reads its
 * content as text (no "<" is left to make a tag). The text is only ever set as an attribute's value.
 */
export function previewText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)[^>]*>?/gi, (_, tag: string) => (INLINE.has(tag.toLowerCase()) ? '' : ' '))
    .replace(/</g, ' ');
  const flat = decodeText(text).replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199).trimEnd()}…` : flat;
}

/** Tags inside a line of text: dropped without a space ("<b>word</b>s" reads "words"); any other is a word break. */
const INLINE = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'span', 'small', 'sub', 'sup', 'mark', 'code', 's']);

let decoder: HTMLTextAreaElement | null = null;
function decodeText(text: string): string {
  if (!text.includes('&')) return text;
  decoder ??= document.implementation.createHTMLDocument('').createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}
