/**
 * The TV build must render on Chrome 69 (docs/tv.md). That engine drops, without a word, every declaration it cannot
 * parse and every rule whose selector it cannot parse: aspect-ratio (Chrome 88: thumbnails collapse to 0 px), flex
 * `gap` (84: parsed, but ignored in flex layout), clamp() / min() / max() (79), color-mix() (111), :focus-visible
 * (86: a selector list containing it drops the whole rule), the `translate` property (104) and the `padding-inline` /
 * `margin-inline` shorthands (87). Lightning CSS lowers some syntax when it builds the TV CSS (`inset`, literal
 * logical shorthands, colour syntax), but none of these.
 *
 * The rule this test holds the stylesheets to (src/tv/tv.css explains the approach): every rule of the stylesheets the
 * TV build loads that uses one of those features, on a selector a TV can show, has a TV twin in src/tv/tv.css, a rule
 * for the same selector under `html:root[data-device='tv']` that replaces the feature with what Chrome 69 knows:
 *   - aspect-ratio: `aspect-ratio: auto` and a height (a padding-ratio box or a fixed height);
 *   - flex gap: `gap: 0` and margins on the children (a `<selector> > ...` rule), or another display;
 *   - clamp() / min() / max() / color-mix(): the same property with a plain value (or a plain fallback declared
 *     right before it in the same rule);
 *   - :focus-visible: the same selector with :focus (the spatial navigation moves real DOM focus);
 *   - translate: `translate: none` and a `transform`;
 *   - padding-inline / margin-inline with var(): the left and right longhands.
 * Because the twin replaces the feature instead of stacking a fallback under it, a modern engine renders the TV
 * build like Chrome 69 does, and the Playwright 10-foot checks (e2e/tv/ten-foot.spec.ts, on a modern Chromium)
 * measure the old engine's layout.
 *
 * Why the sources and not the built CSS: this runs in milliseconds without a build, names the selector and the
 * property that lost its twin, and the build only minifies (and lowers what it can of) these same rules. Rules that
 * a TV never shows are skipped: hover and active states (no pointer), layouts below 1280 px (TV viewports are
 * 1280 and 1920 wide), and the web-only screens listed in WEB_ONLY (with the reason). trainers.css, bookings.css and
 * calendar.css are not read: they load only with the trainers and bookings routes, which are web only (spec §2,
 * routeRules `devices: ['web']`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The shared stylesheets a TV loads (main.tsx, the player routes, the live TV route). */
const SOURCES = [
  'src/theme/tokens.css',
  'src/theme/base.css',
  'src/features/player/player.css',
  'src/features/liveTv/live-tv.css',
];
const TV_FILE = 'src/tv/tv.css';
const TV_PREFIX = "html:root[data-device='tv']";

/** BEM blocks of screens a TV never shows, and why. */
const WEB_ONLY: Record<string, string> = {
  account: 'the account route is web only (spec §2)',
  'account-card': 'account route',
  'account-form': 'account route',
  'account-skeleton': 'account route',
  'profile-row': 'account route',
  'profile-rows': 'account route',
  wizard: 'account route (subscribe wizard)',
  plan: 'account route (subscribe wizard)',
  plans: 'account route (subscribe wizard)',
  'plan-price': 'account route (subscribe wizard)',
  subscription: 'account route',
  'saved-card': 'account route (payment methods)',
  cards: 'account route (payment methods)',
  'card-fields': 'account route (payment methods)',
  review: 'account route (subscribe wizard)',
  signup: 'signup and password recovery are web only (spec §2)',
  'auth-card': 'the login form, signup and recovery cards: the TV login is the QR page',
  login: 'the login form: the TV login is the QR page (spec §2)',
  'complete-profile': 'the complete-profile modal is mounted on the web only',
};

interface Rule {
  selectors: string[];
  decls: Array<[string, string]>;
  media: string[];
}

/** A small parser for our own plain CSS: comments, nested @media / @supports, skipped @keyframes / @font-face. */
function parse(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let i = 0;
  const block = (media: string[]) => {
    while (i < text.length) {
      while (i < text.length && /\s/.test(text[i]!)) i++;
      if (i >= text.length) return;
      if (text[i] === '}') {
        i++;
        return;
      }
      let j = i;
      while (j < text.length && text[j] !== '{' && text[j] !== ';' && text[j] !== '}') j++;
      const prelude = text.slice(i, j).trim();
      if (text[j] !== '{') {
        i = j + 1; // a statement at-rule (@import ...)
        continue;
      }
      i = j + 1;
      if (/^@(media|supports)\b/.test(prelude)) {
        block([...media, prelude]);
      } else if (prelude.startsWith('@')) {
        let depth = 1; // @keyframes, @font-face: not style rules
        while (i < text.length && depth > 0) {
          if (text[i] === '{') depth++;
          else if (text[i] === '}') depth--;
          i++;
        }
      } else {
        const end = text.indexOf('}', i);
        const body = text.slice(i, end);
        i = end + 1;
        rules.push({ selectors: splitTop(prelude, ',').map(normalize), decls: declarations(body), media });
      }
    }
  };
  block([]);
  return rules;
}

function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, k));
      start = k + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function declarations(body: string): Array<[string, string]> {
  return splitTop(body, ';')
    .map((d) => {
      const colon = d.indexOf(':');
      return [d.slice(0, colon).trim().toLowerCase(), d.slice(colon + 1).trim()] as [string, string];
    })
    .filter(([prop]) => prop.length > 0);
}

function normalize(selector: string): string {
  return selector
    .replace(/"/g, "'")
    .replace(/\s*([>+~])\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Media a 1280 or 1920 wide TV matches (or may match): not the phone and tablet layouts. */
function appliesOnTv(media: string[]): boolean {
  return media.every((m) => {
    const max = /max-width:\s*([\d.]+)px/.exec(m);
    return !max || Number(max[1]) >= 1280;
  });
}

function shownOnTv(selector: string): boolean {
  if (/:hover|:active/.test(selector)) return false; // no pointer on TV
  if (selector.includes(':not(.navbar--tv)')) return false; // the web's collapsed navigation
  const classes = selector.match(/\.[a-z][\w-]*/gi) ?? [];
  return !classes.some((c) => c.slice(1).split(/__|--/)[0]! in WEB_ONLY);
}

const UNSUPPORTED_FN = /(?<![\w-])(clamp|min|max|color-mix)\(/;
const FLEX = /^(inline-)?flex$/;

const sources = SOURCES.flatMap((file) => parse(readFileSync(root(file), 'utf8')).map((rule) => ({ ...rule, file })));
const tvRules = parse(readFileSync(root(TV_FILE), 'utf8'));

/** The TV twin of each selector: the declarations of the tv.css rules for it (outside @media), merged. */
const twins = new Map<string, Map<string, string>>();
const tvSelectors: string[] = [];
for (const rule of tvRules) {
  for (const selector of rule.selectors) {
    tvSelectors.push(selector);
    if (rule.media.length > 0 || !selector.startsWith(`${TV_PREFIX} `)) continue;
    const inner = selector.slice(TV_PREFIX.length + 1);
    const decls = twins.get(inner) ?? new Map<string, string>();
    for (const [prop, value] of rule.decls) decls.set(prop, value);
    twins.set(inner, decls);
  }
}

/** Selectors some source rule lays out as a flex container. */
const flexSelectors = new Set(
  sources.flatMap((r) => (r.decls.some(([p, v]) => p === 'display' && FLEX.test(v)) ? r.selectors : [])),
);

function findings(): string[] {
  const problems: string[] = [];
  for (const rule of sources) {
    if (!appliesOnTv(rule.media)) continue;
    for (const selector of rule.selectors) {
      if (!shownOnTv(selector)) continue;
      const where = `${rule.file}: ${selector}`;
      // the web's own TV rules (`:root[data-device='tv'] x`) have their twin under the TV prefix too (x)
      const key = selector.replace(/^:root\[data-device='tv'\] /, '');
      const twin = twins.get(key);
      if (selector.includes(':focus-visible')) {
        const focus = key.replace(/:focus-visible/g, ':focus');
        if (!twins.has(focus)) problems.push(`${where}: no :focus twin (${TV_PREFIX} ${focus})`);
      }
      rule.decls.forEach(([prop, value], index) => {
        if (prop === 'aspect-ratio' && value !== 'auto') {
          const height = ['height', 'padding-top', 'padding-bottom'].some((p) => twin?.has(p));
          if (twin?.get('aspect-ratio') !== 'auto' || !height)
            problems.push(`${where}: aspect-ratio without a TV twin setting aspect-ratio: auto and a height`);
        }
        if (['gap', 'row-gap', 'column-gap'].includes(prop) && flexSelectors.has(selector) && value !== '0') {
          const display = twin?.get('display');
          const notFlex = display !== undefined && !FLEX.test(display);
          const margins = tvSelectors.some((s) => s.startsWith(`${TV_PREFIX} ${key} >`));
          if (!notFlex && !(twin?.get(prop) === '0' && margins))
            problems.push(`${where}: flex ${prop} without a TV twin (${prop}: 0 and child margins, or a grid)`);
        }
        if (UNSUPPORTED_FN.test(value)) {
          const fallback = rule.decls.slice(0, index).some(([p, v]) => p === prop && !UNSUPPORTED_FN.test(v));
          const plain = twin?.has(prop) && !UNSUPPORTED_FN.test(twin.get(prop)!);
          if (!fallback && !plain) problems.push(`${where}: ${prop}: ${value} without a plain fallback or TV twin`);
        }
        if (prop === 'translate' && value !== 'none') {
          if (twin?.get('translate') !== 'none' || !twin.has('transform'))
            problems.push(`${where}: translate without a TV twin (translate: none and a transform)`);
        }
        if ((prop === 'padding-inline' || prop === 'margin-inline') && value.includes('var(')) {
          const side = prop.split('-')[0]!;
          const longhands = twin?.has(side) || (twin?.has(`${side}-left`) && twin.has(`${side}-right`));
          if (!longhands) problems.push(`${where}: ${prop} with var() without ${side}-left / -right on TV`);
        }
      });
    }
  }
  return problems;
}

describe('TV stylesheet: Chrome 69 fallbacks', () => {
  it('every rule a TV shows that uses aspect-ratio, flex gap, clamp/min/max/color-mix, :focus-visible, translate or padding-inline has its TV twin', () => {
    expect(findings()).toEqual([]);
  });

  it('tv.css is scoped to the TV document, so the web never matches it (it also loads in the dev server)', () => {
    expect(tvSelectors.length).toBeGreaterThan(100);
    expect(tvSelectors.filter((s) => !s.startsWith(TV_PREFIX))).toEqual([]);
  });

  it('tv.css itself uses nothing Chrome 69 lacks', () => {
    const bad: string[] = [];
    for (const rule of tvRules) {
      for (const selector of rule.selectors) {
        if (selector.includes(':focus-visible') || selector.includes(':has(')) bad.push(selector);
        const inner = selector.slice(TV_PREFIX.length + 1);
        const flex = flexSelectors.has(inner) || rule.decls.some(([p, v]) => p === 'display' && FLEX.test(v));
        for (const [prop, value] of rule.decls) {
          if (UNSUPPORTED_FN.test(value)) bad.push(`${selector} { ${prop}: ${value} }`);
          if (prop === 'aspect-ratio' && value !== 'auto') bad.push(`${selector} { ${prop}: ${value} }`);
          if (prop === 'translate' && value !== 'none') bad.push(`${selector} { ${prop}: ${value} }`);
          if (/^(padding|margin)-inline$|^inset$/.test(prop)) bad.push(`${selector} { ${prop} }`);
          if (/^(row-|column-)?gap$/.test(prop) && flex && value !== '0') bad.push(`${selector} { ${prop}: ${value} }`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('the check sees what it guards (a missing twin would be reported)', () => {
    const saved = twins.get('.thumb__media');
    twins.delete('.thumb__media');
    try {
      expect(findings()).toContain(
        'src/theme/base.css: .thumb__media: aspect-ratio without a TV twin setting aspect-ratio: auto and a height',
      );
    } finally {
      if (saved) twins.set('.thumb__media', saved);
    }
  });
});
