/** What the build tells index.html's boot script (scripts/bootPlugin.ts writes it into the inlined script). */
import type { StyleRoot } from '~/theme/clubStyle';
import type { HeroWords } from './earlyHero';

/** The page kinds whose calls and route chunks the boot starts (it matches the address to one). */
export type BootPage = 'home' | 'product' | 'category' | 'magazine';

export interface BootConfig {
  /** The provider API's base URL (VITE_API_URL), or null: the page's host at `providerPort`. */
  api: string | null;
  providerPort: string | null;
  /** The IP lookup service (VITE_IP_LOOKUP_URL), or null. */
  ip: string | null;
  /** A club fixed by the build (VITE_CLUB), or null. */
  club: string | null;
  ipTimeoutMs: number;
  /** language -> the URL of its first-load message catalogue chunk (modulepreloaded for the member's language) */
  catalogs?: Record<string, string>;
  /** language -> the URL of its rest-of-app catalogue chunk (modulepreloaded on every page but home) */
  more?: Record<string, string>;
  /** page kind -> its route chunks, modulepreloaded when the address is one */
  pages?: Partial<Record<BootPage, string[]>>;
  /** the URL of the build's preload map (route and flow -> chunks), fetched at once off the home */
  preloadMap?: string | null;
  /**
   * language -> the words the early hero shows (src/boot/earlyHero.ts); only in the web build (the TV's first
   * screen is its own), none: nothing is painted before the app
   */
  hero?: Record<string, HeroWords> | null;
}

/** The link elements the boot adds to the head (its preloads). */
export type BootLink = Pick<HTMLLinkElement, 'rel' | 'href' | 'as' | 'media' | 'crossOrigin' | 'setAttribute'>;

/** What the boot uses of the window it runs in (a test passes a stand-in). */
export interface BootWindow {
  location: Pick<Location, 'search' | 'hostname' | 'pathname' | 'protocol'>;
  localStorage: Pick<Storage, 'getItem'>;
  navigator: { languages?: readonly string[] };
  fetch: typeof fetch;
  document: {
    createElement(tag: 'link'): BootLink;
    head: { appendChild(node: BootLink): unknown };
    documentElement: StyleRoot;
  };
  __clubBoot?: unknown;
}
