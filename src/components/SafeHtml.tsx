/**
 * THE one component that renders server HTML: the fragment is read by a tokenizer of its own, never by the browser's
 * HTML parser (./htmlFragment.ts), and only the allowed elements are built, as React elements: p, br, strong, em, b,
 * i, u, ul, ol, li, a[href, target, rel], h2-h4, blockquote, span. Dropped: script, style, iframe and the like with
 * their content, every other attribute (on* handlers included), links other than http(s), mailto, tel, same-site
 * paths and fragments. Every link gets rel="noopener noreferrer".
 */
import { createElement, useMemo, type ReactNode } from 'react';
import { parseFragment, serializeFragment, type SafeNode } from './htmlFragment';

export { ALLOWED_ATTR, ALLOWED_TAGS } from './htmlFragment';

/** The sanitised markup of a server HTML fragment (escaped: for the tests and any reader of the markup). */
export function sanitizeHtml(html: string): string {
  return serializeFragment(parseFragment(html));
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string'
      ? node
      : createElement(node.tag, { key: i, ...node.attrs }, ...(node.tag === 'br' ? [] : render(node.children))),
  );
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  // read once per fragment: not again on every render of the page around it (a live product's countdown renders it
  // every second)
  const content = useMemo(() => render(parseFragment(html)), [html]);
  return <div className={className}>{content}</div>;
}
