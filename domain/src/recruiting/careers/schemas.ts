import { z } from 'zod';
import { optionalText, requiredText } from '../../common/api';
import { LIMITS } from '../fields';
import {
  CAREERS_ERRORS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  PROFILE_LIMITS,
  SLUG_PATTERN,
  SOURCE_PATTERN,
  TEAM_SOURCE,
} from './model';

const websiteField = optionalText('sitio web', PROFILE_LIMITS.website).refine(
  (value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  { error: CAREERS_ERRORS.website },
);

/** `PUT /api/company-profile` (the owner). */
export const companyProfileInputSchema = z.object({
  name: requiredText('nombre de la empresa', LIMITS.companyName),
  slug: z
    .string({ error: CAREERS_ERRORS.slug })
    .trim()
    .toLowerCase()
    .regex(SLUG_PATTERN, { error: CAREERS_ERRORS.slug }),
  website: websiteField,
  description: optionalText('descripción', PROFILE_LIMITS.description),
});
export type CompanyProfileInput = z.output<typeof companyProfileInputSchema>;

/** Base64 of at most LOGO_MAX_BYTES bytes (4 characters per 3 bytes). */
const MAX_BASE64 = Math.ceil(LOGO_MAX_BYTES / 3) * 4;

/** `POST /api/company-profile/logo` (the owner): the image's bytes in base64; the server checks them. */
export const logoUploadSchema = z.object({
  mimeType: z.enum(LOGO_TYPES, { error: CAREERS_ERRORS.logoType }),
  dataBase64: z
    .string({ error: CAREERS_ERRORS.logoType })
    .min(1, { error: CAREERS_ERRORS.logoType })
    .max(MAX_BASE64, { error: CAREERS_ERRORS.logoSize })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: CAREERS_ERRORS.logoType }),
});
export type LogoUpload = z.output<typeof logoUploadSchema>;

/** The application's source (`?fuente=`): a short slug. */
export const sourceField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SOURCE_PATTERN, { error: CAREERS_ERRORS.source })
  .refine((source) => source !== TEAM_SOURCE, { error: CAREERS_ERRORS.sourceReserved })
  .optional();

export const careersSlugParams = z.object({
  slug: z.string().regex(SLUG_PATTERN, { error: CAREERS_ERRORS.careersNotFound }),
});
export const companyIdParams = z.object({
  companyId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: CAREERS_ERRORS.logoNotFound }),
});
