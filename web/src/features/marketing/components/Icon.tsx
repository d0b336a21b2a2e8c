/** Small self-drawn line icons (no icon font, no emoji: they render the same on every machine). */
const PATHS = {
  chat: 'M4 5h16v11H10l-5 4v-4H4z M8 10h8 M8 13h5',
  chart: 'M4 20h16 M7 17v-6 M12 17V6 M17 17v-9',
  gift: 'M4 10h16v4H4z M6 14h12v6H6z M12 10v10 M12 10c-1.5-3.5-6-4-6-1.5S10 10 12 10c2 0 6 .5 6-1.5S13.5 6.5 12 10',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v5l3 2',
  scale: 'M12 4v16 M7 20h10 M5 7h14 M5 7l-3 6h6z M19 7l-3 6h6z',
  coins: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M12 7v10 M15 9.5c0-1.2-1.3-2-3-2s-3 .8-3 2 1.3 1.8 3 2.3 3 1.1 3 2.3-1.3 2-3 2-3-.8-3-2',
  smile: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M8.5 14c1 1.5 2.2 2 3.5 2s2.5-.5 3.5-2 M9 9.5h.01 M15 9.5h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  close: 'M6 6l12 12 M18 6L6 18',
  play: 'M8 5.5v13l11-6.5z',
  chevron: 'M6 9l6 6 6-6',
  quote: 'M6 17c-1.5 0-2.5-1-2.5-3 0-3 2-6 5-7 M15 17c-1.5 0-2.5-1-2.5-3 0-3 2-6 5-7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
