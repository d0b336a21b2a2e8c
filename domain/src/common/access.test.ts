import { describe, expect, it } from 'vitest';
import { ACCESS_ACTIONS, authorize, maySee, type AccessTarget, type MemberAccess } from './access';

const member = (role: MemberAccess['role'], assigned: Partial<MemberAccess> = {}): MemberAccess => ({
  role,
  vacancyIds: [],
  applicationIds: [],
  ...assigned,
});
const company: AccessTarget = { kind: 'company' };
const vacancyA: AccessTarget = { kind: 'vacancy', vacancyId: 'A' };
const vacancyB: AccessTarget = { kind: 'vacancy', vacancyId: 'B' };
const candidateA: AccessTarget = { kind: 'application', vacancyId: 'A', applicationId: 'a1' };
const candidateB: AccessTarget = { kind: 'application', vacancyId: 'B', applicationId: 'b1' };

describe('the one authorisation rule (issue 32)', () => {
  it('lets the owner do everything and a recruiter everything but the team and the audit log', () => {
    for (const action of ACCESS_ACTIONS) {
      expect(authorize(member('owner'), action, candidateB)).toBe('allowed');
      expect(authorize(member('recruiter'), action, candidateB)).toBe(
        action === 'team' || action === 'audit' ? 'forbidden' : 'allowed',
      );
    }
  });

  it('shows a hiring manager only their vacancies: read, comment and scorecards there, nothing else', () => {
    const manager = member('hiringManager', { vacancyIds: ['A'] });
    expect(authorize(manager, 'view', vacancyA)).toBe('allowed');
    expect(authorize(manager, 'view', candidateA)).toBe('allowed');
    expect(authorize(manager, 'comment', candidateA)).toBe('allowed');
    expect(authorize(manager, 'scorecard', candidateA)).toBe('allowed');
    for (const action of ['manage', 'export', 'erase'] as const)
      expect(authorize(manager, action, candidateA), action).toBe('forbidden');
    for (const action of ['audit', 'team', 'settings', 'report'] as const)
      expect(authorize(manager, action, company), action).toBe('forbidden');
    // Another vacancy reads as an unknown one, whatever the action.
    for (const action of ACCESS_ACTIONS) {
      expect(authorize(manager, action, vacancyB), action).toBe('hidden');
      expect(authorize(manager, action, candidateB), action).toBe('hidden');
    }
  });

  it('shows an interviewer only the candidates they are scheduled with, and lets them fill a scorecard', () => {
    const interviewer = member('interviewer', { applicationIds: ['a1'] });
    expect(authorize(interviewer, 'view', candidateA)).toBe('allowed');
    expect(authorize(interviewer, 'scorecard', candidateA)).toBe('allowed');
    expect(authorize(interviewer, 'comment', candidateA)).toBe('forbidden');
    expect(authorize(interviewer, 'manage', candidateA)).toBe('forbidden');
    expect(authorize(interviewer, 'scorecard', candidateB)).toBe('hidden');
    // Not a vacancy, not even the one of their candidate.
    expect(authorize(interviewer, 'view', vacancyA)).toBe('hidden');
    expect(maySee(interviewer, company)).toBe(true);
    expect(authorize(interviewer, 'self', company)).toBe('allowed');
  });
});
