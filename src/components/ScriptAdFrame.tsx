/**
 * A script advertisement's frame (DESIGN.md §10): the club's HTML runs in public/ad-frame.html, sandboxed with
 * scripts and popups only, never allow-same-origin (an opaque origin, away from the app's storage and page). The HTML
 * travels in the fragment. Not a srcdoc frame: it would inherit the app's Content-Security-Policy, which refuses
 * inline script (scripts/cspPlugin.ts gives the ad frame its own policy).
 */
export const AD_FRAME_PATH = 'ad-frame.html';
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups';

export function adFrameSrc(script: string): string {
  return `${import.meta.env.BASE_URL ?? '/'}${AD_FRAME_PATH}#${encodeURIComponent(script)}`;
}

export function ScriptAdFrame({
  script,
  title,
  className,
  lazy = false,
}: {
  script: string;
  title: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <iframe
      className={className}
      title={title}
      sandbox={AD_FRAME_SANDBOX}
      src={adFrameSrc(script)}
      referrerPolicy="no-referrer"
      loading={lazy ? 'lazy' : undefined}
    />
  );
}
