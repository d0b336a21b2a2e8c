import { describe, expect, it } from 'vitest';
import {
  canLeaveCvStep,
  canLeavePersonalStep,
  canLeavePracticeStep,
  canSubmitApplication,
  EMPTY_APPLICATION_DRAFT,
} from './applicationForm';

describe('application modal rules (SPEC §5)', () => {
  const draft = { ...EMPTY_APPLICATION_DRAFT, name: 'Ana', email: 'ana@example.com', cv: 'CV' };

  it('step 1 needs name and email; LinkedIn and phone are optional', () => {
    expect(canLeavePersonalStep(EMPTY_APPLICATION_DRAFT)).toBe(false);
    expect(canLeavePersonalStep({ ...draft, email: '  ' })).toBe(false);
    expect(canLeavePersonalStep({ ...draft, name: '' })).toBe(false);
    expect(canLeavePersonalStep(draft)).toBe(true);
  });

  it('step 2 needs CV text or a CV file', () => {
    expect(canLeaveCvStep({ ...draft, cv: ' \n ' })).toBe(false);
    expect(canLeaveCvStep(draft)).toBe(true);
    const cvFile = { name: 'cv.pdf', sizeBytes: 10, data: 'JVBERi0=' };
    expect(canLeaveCvStep({ ...draft, cv: '', cvFile })).toBe(true);
    expect(canSubmitApplication({ ...draft, cv: '', cvFile }, true)).toBe(true);
  });

  it('step 3 needs the privacy-policy checkbox', () => {
    expect(canSubmitApplication(draft, false)).toBe(false);
    expect(canSubmitApplication(draft, true)).toBe(true);
    expect(canSubmitApplication({ ...draft, cv: '' }, true)).toBe(false);
  });

  it('the optional practice step: no report, or a 36-character code (issue 12)', () => {
    expect(canLeavePracticeStep(EMPTY_APPLICATION_DRAFT)).toBe(true);
    expect(
      canLeavePracticeStep({ ...EMPTY_APPLICATION_DRAFT, practiceCode: '00000000-0000-4000-8000-000000000001' }),
    ).toBe(true);
    expect(canLeavePracticeStep({ ...EMPTY_APPLICATION_DRAFT, practiceCode: 'abc' })).toBe(false);
    expect(canSubmitApplication({ ...draft, practiceCode: 'abc' }, true)).toBe(false);
  });
});
