import { useEffect, useRef } from 'react';

/**
 * The header trailer's media element: an HLS (or plain) URL played inline, muted as told, through hls.js loaded on
 * demand (native HLS where the browser has it). It reports only its end and a fatal error; the trailer machine
 * decides the rest. Never reported to the provider (spec §4).
 */
export function TrailerVideo({
  src,
  muted,
  label,
  onEnded,
  onError,
}: {
  src: string;
  muted: boolean;
  label: string;
  onEnded(): void;
  onError(): void;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const handlers = useRef({ onEnded, onError });
  handlers.current = { onEnded, onError };

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const play = () => void video.play().catch(() => undefined);
    video.muted = true;
    if (!/\.m3u8(\?|$)/.test(src)) {
      video.src = src;
      play();
    } else {
      // hls.js first where it works (Debian Chromium also claims native HLS and then stalls); native HLS (Safari)
      // otherwise
      import('hls.js/light')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (!video.canPlayType('application/vnd.apple.mpegurl')) {
              handlers.current.onError();
              return;
            }
            video.src = src;
            play();
            return;
          }
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) handlers.current.onError();
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
          play();
        })
        .catch(() => handlers.current.onError());
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  return (
    <video
      ref={ref}
      className="product-hero__video"
      aria-label={label}
      data-testid="trailer"
      muted
      playsInline
      onEnded={() => handlers.current.onEnded()}
      onError={() => handlers.current.onError()}
    />
  );
}
