/**
 * `npx tsx stack/bench/roundsAlone.ts`: the dashboard's API requests and their rounds for a small company (3
 * vacancies × 10 applications), on a stack of its own, without the full dashboard bench's 10,000 applications.
 */
import { startStack } from '../stack';
import { firstVacancyListMs, seedCompany } from './dashboard';

const stack = await startStack({ freePorts: true, scheduler: false });
try {
  const company = await seedCompany(stack, 3, 10, 2);
  const { ms, requests, rounds } = await firstVacancyListMs(stack, company.email);
  console.log(
    `/dashboard: ${requests} API requests in ${rounds} round(s); first vacancy row after ${ms.toFixed(0)} ms`,
  );
} finally {
  await stack.stop();
}
