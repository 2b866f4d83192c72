/** The product page's icons, drawn like src/components/Icon.tsx (24 px grid, 2 px round strokes, decorative). */
import type { ReactNode } from 'react';

function Svg({ children, filled = false }: { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Svg filled>
    <path d="M7 4.5v15l12-7.5z" />
  </Svg>
);

export const TicketIcon = () => (
  <Svg>
    <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
    <path d="M13 6v12" strokeDasharray="2 2" />
  </Svg>
);

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Svg filled={filled}>
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5C19 15.6 12 20 12 20z" />
  </Svg>
);

export const ThumbUpIcon = ({ filled }: { filled: boolean }) => (
  <Svg filled={filled}>
    <path d="M7 10v10H4V10zM7 10l4-7a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.2 20H7" />
  </Svg>
);

export const ThumbDownIcon = ({ filled }: { filled: boolean }) => (
  <Svg filled={filled}>
    <path d="M17 14V4h3v10zM17 14l-4 7a2 2 0 0 1-2-2v-4H5.5a2 2 0 0 1-2-2.3l1.3-7A2 2 0 0 1 6.8 4H17" />
  </Svg>
);

export const ReplayIcon = () => (
  <Svg>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);

export const VolumeIcon = ({ muted }: { muted: boolean }) => (
  <Svg>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    {muted ? <path d="m16 9 6 6M22 9l-6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
  </Svg>
);

export const ShareIcon = () => (
  <Svg>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);
