/**
 * Applies a club's white label to the document: theme (dark default, light), primary colour with derived shades,
 * fonts, SEO title and description, favicon. Colours are set as CSS custom properties (docs/ui.md: tokens, no inline
 * style strings), so the whole app follows the club without a rebuild.
 */
import type { Club } from '../domain';
import { setSiteHead } from '../components/documentHead.ts';
import { whenFirstScreenDrawn } from '../performance/firstScreen.ts';
import { applyClubStyle, SURFACE } from './clubStyle.ts';

function setMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setFavicon(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'icon';
    document.head.appendChild(el);
  }
  el.href = href;
}

export function applyClub(club: Club, root: HTMLElement = document.documentElement): void {
  applyClubStyle(club.style, root);
  const theme = club.style.clubTheme;
  // the home's title; every other page is titled "<what it shows> | <club name>"
  setSiteHead({ title: club.seo.title || club.name, name: club.name });
  setMeta('description', club.seo.description);
  setMeta('theme-color', SURFACE[theme]);
  // not one of the first screen's requests (src/performance/firstScreen.ts)
  const favicon = club.seo.favicon;
  if (favicon) whenFirstScreenDrawn(() => setFavicon(favicon));
}

/** The logo for the club's theme (imageLight on the light theme, imageDark on the dark one), each falling back. */
export function clubLogo(club: Club, variant: 'wide' | 'square' = 'wide'): string | null {
  const light = club.style.clubTheme === 'light';
  const l = club.logos;
  if (variant === 'square')
    return (light ? (l.imageSquareLight ?? l.imageSquareDark) : (l.imageSquareDark ?? l.imageSquareLight)) ?? null;
  return (light ? (l.imageLight ?? l.imageDark) : (l.imageDark ?? l.imageLight)) ?? null;
}
