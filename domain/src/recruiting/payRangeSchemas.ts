/** Issue 30: the schemas of a vacancy's pay range and closing date (the model is in payRange.ts). */
import { z } from 'zod';
import { isRealDate, PAY_CURRENCIES, PAY_ERRORS, PAY_PERIODS, type PayRange } from './payRange';

const amount = z
  .number({ error: PAY_ERRORS.amount })
  .finite({ error: PAY_ERRORS.amount })
  .nonnegative({ error: PAY_ERRORS.amount })
  .max(1_000_000_000, { error: PAY_ERRORS.amount });

export const payRangeSchema: z.ZodType<PayRange> = z
  .object({
    min: amount,
    max: amount,
    currency: z.enum(PAY_CURRENCIES, { error: `La moneda debe ser una de: ${PAY_CURRENCIES.join(', ')}.` }),
    period: z.enum(PAY_PERIODS, { error: `El periodo debe ser uno de: ${PAY_PERIODS.join(', ')}.` }),
  })
  .refine((range) => range.max >= range.min, { error: PAY_ERRORS.order, path: ['max'] });

/** Input field: missing or null is no range. */
export const payRangeField = payRangeSchema
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Input field: 'YYYY-MM-DD' or '' (none). */
export const closingDateField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '')
  .refine((value) => value === '' || isRealDate(value), { error: PAY_ERRORS.closingDate });
