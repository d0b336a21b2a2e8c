import { describe, expect, it } from 'vitest';
import { canLeaveCvStep, canLeavePersonalStep, canSubmitApplication, EMPTY_APPLICATION_DRAFT } from './applicationForm';

describe('application modal rules (SPEC §5)', () => {
  const draft = { ...EMPTY_APPLICATION_DRAFT, name: 'Ana', email: 'ana@example.com', cv: 'CV' };

  it('step 1 needs name and email; LinkedIn and phone are optional', () => {
    expect(canLeavePersonalStep(EMPTY_APPLICATION_DRAFT)).toBe(false);
    expect(canLeavePersonalStep({ ...draft, email: '  ' })).toBe(false);
    expect(canLeavePersonalStep({ ...draft, name: '' })).toBe(false);
    expect(canLeavePersonalStep(draft)).toBe(true);
  });

  it('step 2 needs CV text', () => {
    expect(canLeaveCvStep({ ...draft, cv: ' \n ' })).toBe(false);
    expect(canLeaveCvStep(draft)).toBe(true);
  });

  it('step 3 needs the privacy-policy checkbox', () => {
    expect(canSubmitApplication(draft, false)).toBe(false);
    expect(canSubmitApplication(draft, true)).toBe(true);
    expect(canSubmitApplication({ ...draft, cv: '' }, true)).toBe(false);
  });
});
