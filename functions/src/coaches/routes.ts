import type { Router } from 'express';

export function registerCoachesRoutes(router: Router): void {
  void router;
}
