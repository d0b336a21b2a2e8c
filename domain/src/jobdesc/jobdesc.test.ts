import { describe, expect, it } from 'vitest';
import {
  generateAccessCode,
  isAccessCodeFormat,
  jobDescMessageSchema,
  JOBDESC_TEXTS,
  normalizeAccessCode,
  verifyJobCodeSchema,
} from './jobdesc';

describe('job-description access codes', () => {
  it('are case-insensitive and trimmed', () => {
    expect(normalizeAccessCode('  clara-demo ')).toBe('CLARA-DEMO');
    expect(isAccessCodeFormat('clara-demo')).toBe(true);
    expect(isAccessCodeFormat('../x')).toBe(false);
    expect(isAccessCodeFormat('ab')).toBe(false);
  });
  it('generates readable random codes', () => {
    const code = generateAccessCode();
    expect(code).toMatch(/^JD-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(isAccessCodeFormat(code)).toBe(true);
    expect(generateAccessCode()).not.toBe(code);
    expect(generateAccessCode(() => new Uint8Array(12))).toBe('JD-AAAA-AAAA-AAAA');
  });
  it('requires the code in the verify body', () => {
    expect(verifyJobCodeSchema.safeParse({}).success).toBe(false);
    expect(verifyJobCodeSchema.safeParse({ accessCode: '  ' }).success).toBe(false);
    expect(verifyJobCodeSchema.parse({ accessCode: ' CLARA-DEMO ' })).toEqual({ accessCode: 'CLARA-DEMO' });
  });
});

describe('job-description message body (SPEC §7)', () => {
  it('accepts {text, type, timestamp}', () => {
    expect(jobDescMessageSchema.parse({ message: { text: ' Hola ', type: 'user', timestamp: 1 } })).toEqual({
      message: { text: 'Hola', type: 'user', timestamp: 1 },
    });
    expect(jobDescMessageSchema.parse({ message: { text: 'Hola' } }).message.type).toBe('user');
  });
  it('rejects a missing or blank text, a system message and a text timestamp', () => {
    expect(jobDescMessageSchema.safeParse({}).success).toBe(false);
    expect(jobDescMessageSchema.safeParse({ message: 'Hola' }).success).toBe(false);
    expect(jobDescMessageSchema.safeParse({ message: { text: '  ' } }).success).toBe(false);
    expect(
      jobDescMessageSchema.safeParse({ message: { text: 'Hola', type: 'system' } }).error?.issues[0]?.message,
    ).toBe(JOBDESC_TEXTS.messageTypeInvalid);
    expect(jobDescMessageSchema.safeParse({ message: { text: 'Hola', timestamp: 'ayer' } }).success).toBe(false);
  });
});
