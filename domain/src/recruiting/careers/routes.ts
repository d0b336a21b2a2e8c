/** Issue 23: the company profile (members read it, the owner edits it), its logo and the public careers page. */
import { defineRoute, FILE_RESPONSE } from '../../common/route';
import { careersPageSchema, companyProfileSchema } from './responses';
import { careersSlugParams, companyIdParams, companyProfileInputSchema, logoUploadSchema } from './schemas';

export const companyProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/company-profile',
  auth: 'company',
  access: { action: 'settings' },
  response: companyProfileSchema,
});

/** The owner only (403 for a recruiter); a slug another company holds answers 409. */
export const updateCompanyProfileRoute = defineRoute({
  method: 'PUT',
  path: '/api/company-profile',
  auth: 'company',
  access: { action: 'settings' },
  body: companyProfileInputSchema,
  response: companyProfileSchema,
});

export const uploadCompanyLogoRoute = defineRoute({
  method: 'POST',
  path: '/api/company-profile/logo',
  auth: 'company',
  access: { action: 'settings' },
  body: logoUploadSchema,
  response: companyProfileSchema,
});

/** The logo as an image, cached (its URL changes with each upload). */
export const companyLogoRoute = defineRoute({
  method: 'GET',
  path: '/api/company-logo/:companyId',
  auth: 'none',
  params: companyIdParams,
  invalidParams: 404,
  response: FILE_RESPONSE,
});

/** The careers page's data, for a navigation inside the app (the served page carries it in its HTML). */
export const publicCareersRoute = defineRoute({
  method: 'GET',
  path: '/api/careers/:slug',
  auth: 'none',
  params: careersSlugParams,
  invalidParams: 404,
  response: careersPageSchema,
});
