import { describe, expect, it } from 'vitest';
import { RUBRIC_VERSION } from '../analysis/rubric';
import { defaultSkills } from '../analysis/design';
import { scorecardsView, teamAverage, type Scorecard, type ScorecardsFacts } from './model';

const card = (uid: string, rating: number, recommendation: Scorecard['recommendation'] = 'advance'): Scorecard => ({
  applicationId: 'app-1',
  author: { uid, email: `${uid}@empresa.test` },
  ratings: { comunicacion: rating, especificidad: rating },
  rubricVersion: RUBRIC_VERSION,
  recommendation,
  note: '',
  createdAt: 1,
  updatedAt: 1,
  sawAnalysisFirst: false,
  blind: true,
});

const facts = (scorecards: Scorecard[], callerUid = 'ana'): ScorecardsFacts => ({
  skills: defaultSkills(false).slice(0, 2),
  rubricVersion: RUBRIC_VERSION,
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

  it("averages a vacancy's own skills by id and scores them with equal weights, as its analysis is scored", () => {
    const designed = (uid: string, ratings: Record<string, number>): Scorecard => ({
      ...card(uid, 1),
      ratings,
      rubricVersion: 'vacante-2',
    });
    const average = teamAverage([
      designed('ana', { 'trabajo-equipo': 5, 'propia-cocina-fria': 1 }),
      designed('luis', { 'trabajo-equipo': 4, 'propia-cocina-fria': 2 }),
    ]);
    expect(average?.ratings).toEqual({ 'trabajo-equipo': 4.5, 'propia-cocina-fria': 1.5 });
    // ana: (100 + 0) / 2 = 50; luis: (75 + 25) / 2 = 50.
    expect(average?.score).toBe(50);
    // The default six keep their weights: especificidad (0.25) outweighs comunicacion (0.15).
    expect(teamAverage([{ ...card('ana', 1), ratings: { comunicacion: 5, especificidad: 1 } }])?.score).toBe(38);
  });
});
