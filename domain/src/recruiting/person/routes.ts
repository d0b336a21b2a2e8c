/** Issue 32, one person across vacancies: the person behind an application. */
import { defineRoute } from '../../common/route';
import { applicationIdParams } from '../../common/ids';
import {
  addToVacancyInputSchema,
  addToVacancyResponseSchema,
  peopleSearchQuerySchema,
  peopleSearchSchema,
  personSchema,
  personTagsInputSchema,
  personTagsResponseSchema,
} from './model';

/** The person behind the application: every application of theirs in the company the member may see. */
export const personRoute = defineRoute({
  method: 'GET',
  path: '/api/person/:applicationId',
  auth: 'company',
  access: { action: 'view', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  response: personSchema,
});

/** The person's tags (per person per company): the whole list, as the member leaves it. */
export const personTagsRoute = defineRoute({
  method: 'PUT',
  path: '/api/person/:applicationId/tags',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  body: personTagsInputSchema,
  response: personTagsResponseSchema,
});

/** «Añadir a otra vacante»: a new application (Nueva, source «equipo») of the same person in another vacancy. */
export const addToVacancyRoute = defineRoute({
  method: 'POST',
  path: '/api/person/:applicationId/add-to-vacancy',
  auth: 'company',
  access: { action: 'manage', target: { kind: 'application', from: 'params', field: 'applicationId' } },
  params: applicationIdParams,
  invalidParams: 404,
  body: addToVacancyInputSchema,
  response: addToVacancyResponseSchema,
  status: 201,
});

/** «Buscar candidatos»: the company's people by name or email prefix, or by tag, as the member may see them. */
export const peopleSearchRoute = defineRoute({
  method: 'GET',
  path: '/api/people',
  auth: 'company',
  access: { action: 'view' },
  query: peopleSearchQuerySchema,
  response: peopleSearchSchema,
});
