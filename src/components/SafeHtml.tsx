/**
 * THE one component that renders server HTML (DESIGN.md §10): sanitised with DOMPurify against a strict allowlist.
 * Kept: p, br, strong, em, b, i, u, ul, ol, li, a[href, target, rel], h2-h4, blockquote, span (no attributes but a
 * link's). Dropped: script, style, iframe, every on* handler, javascript:/data: links. Every link gets
 * rel="noopener noreferrer".
 */
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

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
];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // the instance DOMPurify made for this window when it was imported, not a second one built at the first render
  const p = DOMPurify.isSupported ? DOMPurify : DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer');
      const target = node.getAttribute('target');
      if (target !== null && target !== '_blank' && target !== '_self') node.removeAttribute('target');
    } else {
      // only links carry attributes
      for (const name of ALLOWED_ATTR) node.removeAttribute(name);
    }
  });
  // set once, not parsed again on every call
  p.setConfig({
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'form'],
    KEEP_CONTENT: true,
  });
  purifier = p;
  return p;
}

/** The sanitised markup of a server HTML fragment. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html);
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  // sanitised with the strict allowlist (DESIGN.md §10), once per fragment: not again on every render of the page
  // around it (a live product's countdown renders it every second)
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
