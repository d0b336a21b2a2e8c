import type { Router } from 'express';
import {
  companyLogoRoute,
  companyProfileRoute,
  publicCareersRoute,
  updateCompanyProfileRoute,
  uploadCompanyLogoRoute,
} from '@clara/domain/recruiting/routes';
import { CAREERS_ERRORS } from '@clara/domain';
import { NotFoundError } from '@clara/domain/common/failures';
import { register } from '../../http/register';
import { reply } from '../../http/reply';
import { findCareersPage } from './careersPage';
import { getCompanyProfile, readCompanyLogo, updateCompanyProfile, uploadCompanyLogo } from './profile';

/** Its URL carries the upload's version: a year in any cache, like the built assets. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

/** Issue 23: the company profile, its logo and the careers page's data. */
export function registerCareersRoutes(router: Router): void {
  register(router, companyProfileRoute, ({ companyId }) => getCompanyProfile(companyId));
  register(router, updateCompanyProfileRoute, ({ companyId, caller, body }) =>
    updateCompanyProfile(companyId, caller, body),
  );
  register(router, uploadCompanyLogoRoute, ({ companyId, caller, body }) => uploadCompanyLogo(companyId, caller, body));
  register(router, companyLogoRoute, async ({ params }) => {
    const logo = await readCompanyLogo(params.companyId);
    return reply.file(logo.data, logo.mimeType, undefined, {
      headers: { 'Cache-Control': LOGO_CACHE, 'X-Content-Type-Options': 'nosniff' },
    });
  });
  register(router, publicCareersRoute, async ({ params }) => {
    const page = await findCareersPage(params.slug);
    if (!page) throw new NotFoundError(CAREERS_ERRORS.careersNotFound);
    return page;
  });
}
