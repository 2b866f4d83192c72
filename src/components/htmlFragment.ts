/**
 * Server HTML (descriptions) read without the page's DOM: a small tokenizer after the HTML standard's (text, tags with
 * quoted or bare attributes, comments, raw-text elements) and a tree of the allowed elements only. Nothing of the
 * fragment is handed to the browser's HTML parser, so the browser never sees an element or an attribute the allowlist
 * does not keep: not even an `on*` handler it would refuse (and report to the page's Content-Security-Policy), as it
 * does while parsing a fragment into an inert document.
 *
 * Kept: p, br, strong, em, b, i, u, ul, ol, li, a, h2-h4, blockquote, span; a link keeps `href` (http, https,
 * mailto, tel, a same-site path or a fragment), `target` (_blank or _self) and gets rel="noopener noreferrer"; no
 * other element has an attribute. Other elements are unwrapped (their text kept), but those whose content is code or
 * not text (script, style, iframe, svg, math, template ...), which go with their content.
 *
 * The tree is rendered as React elements (text escaped by React), never as markup; `serializeFragment` writes it as
 * escaped markup for the tests.
 */

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];
export const ALLOWED_ATTR = ['href', 'target', 'rel'] as const;

export interface SafeElement {
  tag: AllowedTag;
  /** only a link's */
  attrs: { href?: string; target?: string; rel?: string };
  children: SafeNode[];
}
export type SafeNode = string | SafeElement;

const ALLOWED = new Set<string>(ALLOWED_TAGS);
/** Elements whose text is read up to their end tag without tags in it (the standard's raw text, RCDATA, plaintext). */
const RAW_TEXT = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
  'plaintext',
]);
/** Elements dropped with everything in them: code, media, foreign content, what is not a description's text. */
const DROP_CONTENT = new Set(['svg', 'math', 'template', 'object', 'audio', 'video', 'head', 'select', 'frameset']);
/** Elements that close an open paragraph, as the HTML parser does. */
const CLOSES_P = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'li']);
const HEADINGS = new Set(['h2', 'h3', 'h4']);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
const SPACE = /[\t\n\f\r ]/;
// eslint-disable-next-line no-control-regex -- the C0 controls the URL parser strips from an address's ends
const C0_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

interface Tag {
  end: boolean;
  name: string;
  attrs: Map<string, string>;
}

let decoder: HTMLTextAreaElement | null = null;

/**
 * Character references decoded by the browser's own table: a <textarea> of an inert document reads its content as
 * text (the standard's RCDATA), and every "<" is escaped first, so no tag can be made.
 */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  decoder ??= document.implementation.createHTMLDocument('').createElement('textarea');
  decoder.innerHTML = text.replace(/</g, '&lt;');
  return decoder.value;
}

/** A link's address as the URL parser reads it (no tabs or newlines, no outer spaces or controls), if allowed. */
function safeHref(raw: string): string | undefined {
  // the URL parser's own stripping: tabs and newlines anywhere, C0 controls and spaces at both ends
  const href = decode(raw)
    .replace(/[\t\n\r]/g, '')
    .replace(C0_EDGES, '');
  return SAFE_URL.test(href) ? href : undefined;
}

/** The fragment's tokens: text (raw, references not yet decoded) and tags; comments and doctypes are skipped. */
function* tokens(html: string): Generator<string | Tag> {
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      yield html.slice(i);
      return;
    }
    if (lt > i) yield html.slice(i, lt);
    i = lt;
    const next = html[i + 1] ?? '';
    if (next === '!') {
      if (html.startsWith('<!--', i)) {
        // <!--> and <!---> end at once; else at --> (or --!>), or at the end of the input
        const abrupt = /^<!---?>/.exec(html.slice(i, i + 6));
        if (abrupt) {
          i += abrupt[0].length;
          continue;
        }
        const close = /--!?>/g;
        close.lastIndex = i + 4;
        const m = close.exec(html);
        i = m ? m.index + m[0].length : n;
      } else {
        const gt = html.indexOf('>', i);
        i = gt < 0 ? n : gt + 1;
      }
      continue;
    }
    if (next === '?') {
      const gt = html.indexOf('>', i);
      i = gt < 0 ? n : gt + 1;
      continue;
    }
    const end = next === '/';
    const first = html[i + (end ? 2 : 1)] ?? '';
    if (!/[a-z]/i.test(first)) {
      if (!end) {
        // a "<" that starts no tag is text
        yield '<';
        i += 1;
      } else if (i + 2 >= n) {
        yield '</';
        i = n;
      } else {
        // </> is dropped; </ and anything else is a comment up to ">"
        const gt = html.indexOf('>', i);
        i = gt < 0 ? n : gt + 1;
      }
      continue;
    }
    let j = i + (end ? 2 : 1);
    const nameStart = j;
    while (j < n && !SPACE.test(html[j]!) && html[j] !== '/' && html[j] !== '>') j++;
    const tag: Tag = { end, name: html.slice(nameStart, j).toLowerCase(), attrs: new Map() };
    let closed = false;
    for (;;) {
      while (j < n && (SPACE.test(html[j]!) || html[j] === '/')) j++;
      if (j >= n) break;
      if (html[j] === '>') {
        j++;
        closed = true;
        break;
      }
      const attrStart = j;
      j++; // the first character belongs to the name, even "="
      while (j < n && !SPACE.test(html[j]!) && html[j] !== '/' && html[j] !== '>' && html[j] !== '=') j++;
      const name = html.slice(attrStart, j).toLowerCase();
      while (j < n && SPACE.test(html[j]!)) j++;
      let value = '';
      if (html[j] === '=') {
        j++;
        while (j < n && SPACE.test(html[j]!)) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const q = html.indexOf(quote, j + 1);
          if (q < 0) {
            j = n;
            break;
          }
          value = html.slice(j + 1, q);
          j = q + 1;
        } else {
          const valueStart = j;
          while (j < n && !SPACE.test(html[j]!) && html[j] !== '>') j++;
          value = html.slice(valueStart, j);
        }
      }
      // the first of two attributes of one name wins, as in the HTML parser
      if (!tag.attrs.has(name)) tag.attrs.set(name, value);
    }
    // a tag the input ends in is no tag (the HTML parser drops it)
    if (!closed) return;
    i = j;
    yield tag;
    if (!end && RAW_TEXT.has(tag.name)) {
      // its text, up to its own end tag (or the end of the input), goes with it
      const close = new RegExp(`</${tag.name}(?=[\\t\\n\\f\\r />])`, 'ig');
      close.lastIndex = i;
      const m = tag.name === 'plaintext' ? null : close.exec(html);
      if (!m) return;
      i = m.index;
    }
  }
}

/** The allowed elements and text of an HTML fragment, as a tree. */
export function parseFragment(html: string): SafeNode[] {
  const root: SafeElement = { tag: 'span', attrs: {}, children: [] };
  const stack: SafeElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const closeTo = (index: number) => void stack.splice(index);
  const openIndex = (tag: string, stopAt?: Set<string>) => {
    for (let k = stack.length - 1; k > 0; k--) {
      if (stack[k]!.tag === tag) return k;
      if (stopAt?.has(stack[k]!.tag)) return -1;
    }
    return -1;
  };
  /** an element dropped with its content: its name and how deep in it the tokens are */
  let dropping: { name: string; depth: number } | null = null;
  for (const token of tokens(html)) {
    if (typeof token === 'string') {
      if (dropping) continue;
      const text = decode(token).replace(/\0/g, '');
      if (!text) continue;
      const children = top().children;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + text;
      else children.push(text);
      continue;
    }
    const { name } = token;
    if (dropping) {
      if (name === dropping.name) dropping.depth += token.end ? -1 : 1;
      if (dropping.depth === 0) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!token.end) dropping = { name, depth: 1 };
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (token.end) {
      const k = openIndex(name);
      if (k > 0) closeTo(k);
      continue;
    }
    if (CLOSES_P.has(name)) {
      const p = openIndex('p');
      if (p > 0) closeTo(p);
    }
    if (HEADINGS.has(name) && HEADINGS.has(top().tag)) closeTo(stack.length - 1);
    if (name === 'li') {
      const li = openIndex('li', new Set(['ul', 'ol']));
      if (li > 0) closeTo(li);
    }
    if (name === 'a') {
      const a = openIndex('a');
      if (a > 0) closeTo(a);
    }
    const element: SafeElement = { tag: name as AllowedTag, attrs: {}, children: [] };
    if (name === 'a') {
      const href = token.attrs.has('href') ? safeHref(token.attrs.get('href')!) : undefined;
      if (href !== undefined) element.attrs.href = href;
      const target = token.attrs.get('target');
      if (target === '_blank' || target === '_self') element.attrs.target = target;
      element.attrs.rel = 'noopener noreferrer';
    }
    top().children.push(element);
    if (name !== 'br') stack.push(element);
  }
  return root.children;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** The tree as markup, every text and attribute escaped. */
export function serializeFragment(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      const attrs = ALLOWED_ATTR.filter((a) => node.attrs[a] !== undefined)
        .map((a) => ` ${a}="${escapeAttr(node.attrs[a]!)}"`)
        .join('');
      if (node.tag === 'br') return `<br${attrs}>`;
      return `<${node.tag}${attrs}>${serializeFragment(node.children)}</${node.tag}>`;
    })
    .join('');
}
