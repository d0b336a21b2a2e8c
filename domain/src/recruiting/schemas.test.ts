import { describe, expect, it } from 'vitest';
import { describeZodError } from '../common/api';
import { CONSENT_NOTICE } from '../trust/consent';
import {
  applicationSubmitSchema,
  duplicateCheckSchema,
  statusUpdateSchema,
  vacancyInputSchema,
  vacancyUpdateSchema,
} from './schemas';

const vacancy = { jobTitle: 'Analista', employeeLocation: 'Lima', description: 'Analizar datos.' };

describe('vacancyInputSchema', () => {
  it('defaults workplace type to Onsite, job type to Full time and the optional country to empty', () => {
    expect(vacancyInputSchema.parse(vacancy)).toEqual({
      ...vacancy,
      workplaceType: 'Onsite',
      jobType: 'Full time',
      country: '',
      // Issue 30: no screening questions, no pay range, no closing date.
      screening: [],
      payRange: null,
      closingDate: '',
    });
    expect(vacancyInputSchema.parse({ ...vacancy, country: ' Ecuador ' }).country).toBe('Ecuador');
    expect(vacancyInputSchema.safeParse({ ...vacancy, country: 'x'.repeat(61) }).success).toBe(false);
    expect(vacancyInputSchema.parse({ ...vacancy, workplaceType: '', jobType: '' })).toMatchObject({
      workplaceType: 'Onsite',
      jobType: 'Full time',
    });
  });

  it('requires title, city and description with Spanish messages', () => {
    const result = vacancyInputSchema.safeParse({ jobTitle: '  ', employeeLocation: '', description: undefined });
    expect(result.success).toBe(false);
    const body = describeZodError(result.error!);
    expect(body.error).toBe('El campo «título del puesto» es obligatorio.');
    expect(body.fields).toMatchObject({
      employeeLocation: 'El campo «ciudad» es obligatorio.',
      description: 'El campo «descripción» es obligatorio.',
    });
  });

  it('refuses unknown workplace and job types', () => {
    const result = vacancyInputSchema.safeParse({ ...vacancy, workplaceType: 'Moon', jobType: 'Forever' });
    expect(describeZodError(result.error!).fields).toMatchObject({
      workplaceType: 'El campo «modalidad de trabajo» debe ser uno de: Onsite, Hybrid, Remote.',
    });
  });
});

describe('vacancyUpdateSchema', () => {
  it('needs a status and keeps comments optional', () => {
    expect(vacancyUpdateSchema.safeParse(vacancy).success).toBe(false);
    expect(vacancyUpdateSchema.parse({ ...vacancy, status: 'Cerrada' }).comments).toBe('');
  });
});

describe('statusUpdateSchema', () => {
  it('accepts a known status and optional notes', () => {
    expect(statusUpdateSchema.parse({ applicationId: 'app-1', newStatus: 'Evaluar' })).toMatchObject({ notes: '' });
    expect(statusUpdateSchema.safeParse({ applicationId: 'app-1', newStatus: 'Contratado' }).success).toBe(false);
    expect(statusUpdateSchema.safeParse({ applicationId: '../x', newStatus: 'Evaluar' }).success).toBe(false);
  });
});

describe('application schemas', () => {
  const application = {
    name: 'Ana',
    email: 'ana@example.com',
    cv: 'Experiencia...',
    vacancyId: 'vac-1',
    consentVersion: CONSENT_NOTICE.version,
  };
  it('needs the current version of the notice (issue 10)', () => {
    const { consentVersion: _accepted, ...withoutConsent } = application;
    expect(applicationSubmitSchema.safeParse(withoutConsent).success).toBe(false);
    expect(applicationSubmitSchema.safeParse({ ...application, consentVersion: '2020-01-01' }).success).toBe(false);
  });
  it('needs name, a valid email and the CV; LinkedIn and phone are optional', () => {
    expect(applicationSubmitSchema.parse(application)).toMatchObject({
      linkedin: '',
      phoneNumber: '',
      countryCode: '',
    });
    const result = applicationSubmitSchema.safeParse({ ...application, email: 'ana', cv: '' });
    expect(describeZodError(result.error!).fields).toMatchObject({
      email: 'El correo electrónico no tiene un formato válido.',
      cv: 'Adjunta tu CV o pega su texto.',
    });
  });

  it('checks the country code and phone shapes', () => {
    expect(
      applicationSubmitSchema.safeParse({ ...application, countryCode: '+51', phoneNumber: '987 654 321' }).success,
    ).toBe(true);
    expect(applicationSubmitSchema.safeParse({ ...application, countryCode: 'Perú' }).success).toBe(false);
    expect(applicationSubmitSchema.safeParse({ ...application, phoneNumber: 'llámame' }).success).toBe(false);
  });

  it('checks the duplicate-check body', () => {
    expect(duplicateCheckSchema.safeParse({ email: 'ana@example.com', vacancyId: 'vac-1' }).success).toBe(true);
    expect(duplicateCheckSchema.safeParse({ email: 'ana@example.com' }).success).toBe(false);
  });
});
