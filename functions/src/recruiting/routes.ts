import type { Router } from 'express';

export function registerRecruitingRoutes(router: Router): void {
  void router;
}
