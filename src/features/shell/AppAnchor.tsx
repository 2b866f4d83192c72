import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/** A plain left click (no modifier, no middle button) stays in the app; anything else is the browser's. */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

export interface AppAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  href: string;
  /** Client-side navigation to an app path; links that open a new tab or leave the app pass nothing. */
  onNavigate?: ((href: string) => void) | undefined;
  children: ReactNode;
}

/**
 * A real link (href, middle click, open in new tab) whose plain clicks navigate inside the app: keeps the shell's
 * views pure (no router needed to render them) while the hook does the routing.
 */
export function AppAnchor({ href, onNavigate, children, ...rest }: AppAnchorProps) {
  return (
    <a
      {...rest}
      href={href}
      onClick={
        onNavigate
          ? (e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              onNavigate(href);
            }
          : undefined
      }
    >
      {children}
    </a>
  );
}
