import { z } from 'zod';
import { oneOf } from '../../common/api';
import { FUNNEL_PERIODS, FUNNEL_STAGES, type FunnelReport } from './model';

export const funnelQuerySchema = z.object({
  /** One vacancy of the company; none: the whole company. */
  vacancyId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'La vacante no es válida.' })
    .optional(),
  period: oneOf('periodo', FUNNEL_PERIODS).optional().default('quarter'),
});

const medianSchema = z.object({ count: z.number(), upToSeconds: z.number().nullable() });

export const funnelReportSchema: z.ZodType<FunnelReport & { period: string; vacancyId: string | null }> = z.object({
  period: z.string(),
  vacancyId: z.string().nullable(),
  applications: z.number(),
  bySource: z.array(z.object({ source: z.string(), count: z.number() })),
  stages: z.array(
    z.object({
      status: z.enum(FUNNEL_STAGES),
      reached: z.number(),
      conversionToNext: z.number().nullable(),
      medianStay: medianSchema,
      dropped: z.number(),
    }),
  ),
  timeToHire: medianSchema,
});
