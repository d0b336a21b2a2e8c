import { z } from 'zod';

/** `companies/{companyId}`. */
export interface Company {
  id: string;
  name: string;
}

export const companySchema: z.ZodType<Company> = z.object({ id: z.string(), name: z.string() });
