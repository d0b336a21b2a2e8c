import type { Router } from 'express';
import { endpoint } from '../http/endpoint';
import { listPredefinedInterviews } from './predefinedInterviews';

export function registerInterviewRoutes(router: Router): void {
  router.get('/predefined-interviews', endpoint({ handle: listPredefinedInterviews }));
}
