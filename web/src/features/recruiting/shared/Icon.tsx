import type { ApplicationStatus } from '@clara/domain/recruiting/status';

/** Small inline SVG icons (no icon font, no emoji: they render the same everywhere). */
const PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
  chat: 'M4 5h16v11H9l-5 4V5z',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  progress: 'M12 3a9 9 0 1 0 9 9M12 7v5l3 3',
  check: 'M4 12l5 5L20 6',
  cross: 'M6 6l12 12M18 6L6 18',
  mic: 'M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
} as const;

export type IconName = keyof typeof PATHS;

export const STATUS_ICON: Record<ApplicationStatus, IconName> = {
  Nueva: 'sparkle',
  Entrevista: 'chat',
  Evaluar: 'clipboard',
  Reclutador: 'user',
  Proceso: 'progress',
  Seleccionado: 'check',
  Descartado: 'cross',
};

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
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
