import { describe, expect, it } from 'vitest';
import { scorecardsView, teamAverage, type Scorecard, type ScorecardsFacts } from './model';

const card = (uid: string, rating: number, recommendation: Scorecard['recommendation'] = 'advance'): Scorecard => ({
  applicationId: 'app-1',
  author: { uid, email: `${uid}@empresa.test` },
  ratings: { comunicacion: rating, especificidad: rating },
  recommendation,
  note: '',
  createdAt: 1,
  updatedAt: 1,
  sawAnalysisFirst: false,
  blind: true,
});

const facts = (scorecards: Scorecard[], callerUid = 'ana'): ScorecardsFacts => ({
  competencies: ['comunicacion', 'especificidad'],
  interviewCode: 'code',
  callerUid,
  analysisSeen: false,
  scorecards,
  clara: { code: 'code', score: 75, ratings: { comunicacion: 4, especificidad: 4 } },
  blindSetting: true,
});

describe('the blind rule', () => {
  it('hides Clara and the team until the caller has submitted a scorecard', () => {
    const view = scorecardsView(facts([card('luis', 2)]));
    expect(view).toMatchObject({ revealed: false, mine: null, clara: null, team: [], average: null });
  });

  it('shows Clara, every scorecard and their average once the caller has scored', () => {
    const view = scorecardsView(facts([card('luis', 2, 'reject'), card('ana', 4)]));
    expect(view.revealed).toBe(true);
    expect(view.mine?.author.uid).toBe('ana');
    expect(view.clara?.score).toBe(75);
    expect(view.team).toHaveLength(2);
    expect(view.average).toMatchObject({
      scorecards: 2,
      ratings: { comunicacion: 3, especificidad: 3 },
      score: 50,
      recommendations: { advance: 1, doubts: 0, reject: 1 },
    });
  });

  it("shows Clara's ratings (not the team's) to a member who chose to see the analysis, or when the company does not score blind", () => {
    const seen = scorecardsView({ ...facts([card('luis', 2)]), analysisSeen: true });
    expect(seen).toMatchObject({ revealed: false, team: [], average: null });
    expect(seen.clara?.score).toBe(75);
    const open = scorecardsView({ ...facts([card('luis', 2)]), blindSetting: false });
    expect(open).toMatchObject({ revealed: false, team: [], blindSetting: false });
    expect(open.clara?.score).toBe(75);
  });

  it('keeps the note that the analysis was opened before scoring', () => {
    expect(scorecardsView({ ...facts([]), analysisSeen: true }).analysisSeen).toBe(true);
    expect(scorecardsView(facts([{ ...card('ana', 3), sawAnalysisFirst: true }])).analysisSeen).toBe(true);
  });
});

describe('teamAverage', () => {
  it('is null without scorecards', () => {
    expect(teamAverage([])).toBeNull();
  });
});
