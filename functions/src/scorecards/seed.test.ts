import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeAgreement, type Scorecard } from '@clara/domain';
import { claraOf } from './candidates';
import { privateDocs } from '../sessions/sessions';
import { scorecardDocs, scorecardOf } from './store';

const DATA = join(__dirname, '..', '..', '..', 'emulator-data', 'firestore');
const read = (file: string) =>
  JSON.parse(readFileSync(join(DATA, file), 'utf8')) as Record<string, Record<string, unknown>>;

describe('the seed (issue 20)', () => {
  it("gives the demo company blind scorecards for Clara's agreement (kappa waits for ten candidates)", () => {
    const people = read('people.json');
    const sessions = read('interview-sessions.json');
    const scorecards = Object.entries(people)
      .filter(([path]) => path.startsWith('scorecards/'))
      .map(([path, data]) => scorecardOf(scorecardDocs.parse(path.split('/')[1]!, data))!);
    const byApplication = new Map<string, Scorecard[]>();
    for (const card of scorecards)
      byApplication.set(card.applicationId, [...(byApplication.get(card.applicationId) ?? []), card]);
    const claraByApplication = new Map(
      Object.entries(sessions)
        .filter(([path, data]) => path.startsWith('interview_private/') && data.companyId === 'demo-company')
        .map(([path, data]) => [
          String(data.applicationId),
          claraOf(path.split('/')[1]!, privateDocs.parse(path, data)),
        ]),
    );
    const agreement = computeAgreement(
      [...byApplication].map(([applicationId, cards]) => ({
        clara: claraByApplication.get(applicationId) ?? null,
        members: cards.filter((card) => card.blind).map((card) => card.ratings),
        notBlind: cards.filter((card) => !card.blind).length,
      })),
    );
    expect(agreement.scorecards).toBe(7);
    expect(agreement.candidates).toBe(5);
    expect(agreement.notBlind).toBe(0);
    // Five candidates: the demo shows the percentages and the correlation; kappa waits for ten (issue 31).
    expect(agreement.overall.exact).not.toBeNull();
    expect(agreement.overall.kappa).toBeNull();
    expect(agreement.scoreCorrelation.r).not.toBeNull();
    // The demo member leaves one analysed candidate to score blind.
    expect(scorecards.filter((card) => card.author.uid === 'demo-recruiter')).toHaveLength(4);
  });
});
