import { evaluationBadgeColor } from '@clara/domain/analysis/badges';

/** The shared CSS class of an evaluation badge (colour by SPEC §9's word lists). */
export const badgeClass = (evaluation: string | undefined | null): string =>
  `badge badge-${evaluationBadgeColor(evaluation ?? '')}`;
