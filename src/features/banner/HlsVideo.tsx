import { useEffect, useRef } from 'react';

/** A muted inline video of an HLS (or plain) URL: hls.js (loaded on demand) where Media Source works, else the browser's own HLS. */
export function HlsVideo({ src, label, onEnded }: { src: string; label: string; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const play = () => void video.play().catch(() => undefined);
    const native = () => {
      video.src = src;
      play();
    };
    if (!/\.m3u8(\?|$)/.test(src)) native();
    else
      // hls.js first where Media Source works: some browsers (Debian's Chromium) claim native HLS and then stall
      import('hls.js/light')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return native();
          const hls = new Hls();
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
          play();
        })
        .catch(() => !cancelled && native());
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);
  return <video ref={ref} className="banner__video" aria-label={label} muted playsInline controls onEnded={onEnded} />;
}
