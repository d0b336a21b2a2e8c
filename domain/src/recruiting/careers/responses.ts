import { z } from 'zod';
import type { CareersPage, CompanyProfile } from './model';
import { payRangeSchema } from '../payRangeSchemas';

export const companyProfileSchema: z.ZodType<CompanyProfile> = z.object({
  name: z.string(),
  slug: z.string(),
  website: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
});

export const careersPageSchema: z.ZodType<CareersPage> = z.object({
  slug: z.string(),
  company: z.object({
    name: z.string(),
    website: z.string(),
    description: z.string(),
    logoUrl: z.string().nullable(),
  }),
  vacancies: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      employeeLocation: z.string(),
      country: z.string(),
      workplaceType: z.string(),
      jobType: z.string(),
      createdAt: z.number(),
      payRange: payRangeSchema.nullish(),
    }),
  ),
});
