/**
 * Clara's icons: small inline SVGs on a 24 × 24 grid. No icon font, nothing fetched and no emoji
 * (headless Chromium, and some devices, draw no emoji), so they render the same everywhere.
 * Most are lines (a 2 px round stroke in the current colour); a few are solid shapes.
 */
const LINES = {
  // Interview chat and media
  mic: 'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0M12 19v3m-4 0h8',
  video:
    'M15 10l4.55-2.28A1 1 0 0 1 21 8.62v6.76a1 1 0 0 1-1.45.9L15 14M5 18h8a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2Z',
  audio: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  clip: 'M21.44 11.05l-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4 20-7Z',
  speaker: 'M11 5L6 9H2v6h4l5 4V5Zm4.54 3.46a5 5 0 0 1 0 7.07m3.54-10.61a10 10 0 0 1 0 14.14',
  speakerOff: 'M11 5L6 9H2v6h4l5 4V5Zm12 4l-6 6m0-6l6 6',
  speech: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10ZM8 9h8M8 13h5',
  stop: 'M6 6h12v12H6z',
  link: 'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
  // Actions and statuses
  chat: 'M4 5h16v11H10l-5 4v-4H4z M8 10h8 M8 13h5',
  chart: 'M4 20h16 M7 17v-6 M12 17V6 M17 17v-9',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12 M18 6L6 18',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  progress: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 3',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  chevron: 'M6 9l6 6 6-6',
  // Marketing
  gift: 'M4 10h16v4H4z M6 14h12v6H6z M12 10v10 M12 10c-1.5-3.5-6-4-6-1.5S10 10 12 10c2 0 6 .5 6-1.5S13.5 6.5 12 10',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
  scale: 'M12 4v16 M7 20h10 M5 7h14 M5 7l-3 6h6z M19 7l-3 6h6z',
  coins:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v10 M15 9.5c0-1.2-1.3-2-3-2s-3 .8-3 2 1.3 1.8 3 2.3 3 1.1 3 2.3-1.3 2-3 2-3-.8-3-2',
  smile: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M8.5 14c1 1.5 2.2 2 3.5 2s2.5-.5 3.5-2 M9 9.5h.01 M15 9.5h.01',
  quote: 'M6 17c-1.5 0-2.5-1-2.5-3 0-3 2-6 5-7 M15 17c-1.5 0-2.5-1-2.5-3 0-3 2-6 5-7',
  /** Filled as well as stroked: a triangle with rounded corners. */
  play: 'M8 5.5v13l11-6.5z',
} as const;

/** Solid shapes: filled, no stroke. */
const SOLIDS = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5zM10.5 11h2.5v6.5h-2.5z',
  share:
    'M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.1c.1-.3.1-.5.1-.8s0-.5-.1-.8L16 7.1c.5.5 1.2.8 2 .8a3 3 0 1 0-3-3c0 .3 0 .5.1.8L8 9.8A3 3 0 1 0 8 14.2l7.1 4.2c-.1.2-.1.5-.1.7a3 3 0 1 0 3-3z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z',
} as const;

export type IconName = keyof typeof LINES | keyof typeof SOLIDS;

const PATHS: Record<IconName, string> = { ...LINES, ...SOLIDS };
const STROKE = { stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const solid = name in SOLIDS;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={solid || name === 'play' ? 'currentColor' : 'none'}
      {...(solid ? {} : STROKE)}
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
