import { defineRoute } from '../../common/route';
import { funnelQuerySchema, funnelReportSchema } from './schemas';

/**
 * Issue 23: the funnel of the company or of one of its vacancies (another company's vacancy: 404) over a period of
 * application months. Reads the stored sums only: a few documents whatever the company's history.
 */
export const funnelRoute = defineRoute({
  method: 'GET',
  path: '/api/funnel',
  auth: 'company',
  access: { action: 'report' },
  query: funnelQuerySchema,
  response: funnelReportSchema,
});
