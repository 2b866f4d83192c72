/** Types of the boot prefetch inlined into index.html (see bootScript.js). */
export interface BootConfig {
  /** The provider API's base URL (VITE_API_URL), or null: the page's host at `providerPort`. */
  api: string | null;
  providerPort: string;
  /** The IP lookup service (VITE_IP_LOOKUP_URL), or null. */
  ip: string | null;
  /** A club fixed by the build (VITE_CLUB), or null. */
  club: string | null;
  ipTimeoutMs: number;
  /** language -> the URL of its first-load message catalogue chunk (modulepreloaded for the member's language) */
  catalogs?: Record<string, string>;
  /** language -> the URL of its rest-of-app catalogue chunk (modulepreloaded on every page but home) */
  more?: Record<string, string>;
  /** page kind (home, product, category, magazine) -> its route chunks, modulepreloaded when the address is one */
  pages?: Record<string, string[]>;
  /** the URL of the build's preload map (route and flow -> chunks), fetched at once off the home */
  preloadMap?: string | null;
}

export declare function clubBoot(w: unknown, config: BootConfig): void;

/** A returning visitor's club theme, as the stored session kept it, set on the page's root (`data-theme`) at once. */
export declare function keptTheme(w: unknown, config: BootConfig): void;

/** The preloads of the image a page's call (`/slider/list`, `/products/<id>`, `/news`) names as its largest paint. */
export declare function largestImagePreloads(
  call: string,
  body: unknown,
): Array<{ href: string; media: string | null }>;
