import { useEffect, useRef } from 'react';

/** A muted inline video of an HLS (or plain) URL: native HLS when the browser has it, else hls.js on demand. */
export function HlsVideo({ src, label, onEnded }: { src: string; label: string; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    const play = () => void video.play().catch(() => undefined);
    if (!/\.m3u8(\?|$)/.test(src) || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      play();
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled || !Hls.isSupported()) return;
          const hls = new Hls();
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
          play();
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);
  return <video ref={ref} className="banner__video" aria-label={label} muted playsInline controls onEnded={onEnded} />;
}
