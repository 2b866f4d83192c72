/**
 * A script advertisement's frame (docs/security.md): the club's HTML runs in public/ad-frame.html, sandboxed with
 * scripts and popups only, never allow-same-origin (an opaque origin, away from the app's storage and page). The HTML
 * travels in the fragment. Not a srcdoc frame: it would inherit the app's Content-Security-Policy, which refuses
 * inline script (scripts/cspPlugin.ts gives the ad frame its own policy).
 */
import { useEffect, useState } from 'react';
import { useNearViewport, whenIdle } from './thumbnail/hooks';

export const AD_FRAME_PATH = 'ad-frame.html';
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups';

/**
 * The frame's address: the ad in the fragment, and the club's colour scheme (the page's, set from the club's theme) so
 * that the frame matches its iframe's scheme: a mismatch makes the browser paint a white backdrop in a dark club.
 */
export function adFrameSrc(script: string, scheme: 'dark' | 'light' = pageScheme()): string {
  return `${import.meta.env.BASE_URL ?? '/'}${AD_FRAME_PATH}?scheme=${scheme}#${encodeURIComponent(script)}`;
}

function pageScheme(): 'dark' | 'light' {
  return typeof document !== 'undefined' && document.documentElement.style.colorScheme === 'dark' ? 'dark' : 'light';
}

/**
 * True once the slot is near the viewport (1000 px) and the browser has then had an idle period: the frame is a
 * document of its own (created, navigated, parsed, laid out), too much to add to the commit that draws the row or
 * the page around it, and an advertisement far below the fold need not load before the member scrolls to it.
 */
function useFrameDue() {
  const { ref, near } = useNearViewport<HTMLSpanElement>(false);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!near || due) return;
    return whenIdle(() => setDue(true));
  }, [near, due]);
  return { ref, due };
}

export function ScriptAdFrame({ script, title, className }: { script: string; title: string; className: string }) {
  const { ref, due } = useFrameDue();
  // until then, an empty box of the frame's size in its place (nothing shifts when the frame arrives)
  if (!due) return <span ref={ref} className={className} data-ad-frame-pending="" />;
  return (
    <iframe
      className={className}
      title={title}
      sandbox={AD_FRAME_SANDBOX}
      src={adFrameSrc(script)}
      referrerPolicy="no-referrer"
    />
  );
}
