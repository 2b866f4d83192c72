import { useLingui } from '@lingui/react/macro';
import type { Advertisement as Ad } from '~/domain';
import { safeUrl } from '~/domain/urlPolicy';
import { ScriptAdFrame } from './ScriptAdFrame';

/**
 * An advertisement (spec §3): IMAGE shows the image, linked to its redirect in a new tab; SCRIPT runs the
 * provider's HTML in a sandboxed iframe (scripts and popups only, never same-origin). Labelled "Advertisement".
 */
export function Advertisement({ ad, className }: { ad: Ad | null | undefined; className?: string }) {
  const { t } = useLingui();
  if (!ad) return null;
  const label = t({ id: 'components.advertisement', message: 'Advertisement' });
  const cls = `ad ad--${ad.type}${className ? ` ${className}` : ''}`;
  if (ad.type === 'script') {
    if (!ad.script) return null;
    return (
      <aside className={cls} aria-label={label} data-testid="advertisement">
        <span className="ad__label">{label}</span>
        <ScriptAdFrame className="ad__frame" title={ad.title ? `${label}: ${ad.title}` : label} script={ad.script} />
      </aside>
    );
  }
  if (!ad.image) return null;
  // the mapper applied the URL policy; checked again where the provider's address becomes an href
  const href = safeUrl(ad.urlRedirect);
  const img = <img className="ad__image" src={ad.image} alt={ad.title || label} loading="lazy" />;
  return (
    <aside className={cls} aria-label={label} data-testid="advertisement">
      <span className="ad__label">{label}</span>
      {href ? (
        <a className="ad__link" href={href} target="_blank" rel="noopener noreferrer sponsored">
          {img}
        </a>
      ) : (
        img
      )}
    </aside>
  );
}
