import { describe, expect, it } from 'vitest';
import { businessContactSchema, BUSINESS_CONTACT_PHONE_INVALID, BUSINESS_CONTACT_TEXTS } from './businessContact';
import { contactSchema, CONTACT_TEXTS } from './contact';
import { formatPlanPrice, MOST_POPULAR_LABEL, PLANS } from './plans';
import { describeZodError } from '../common/api';

const valid = {
  companyName: ' Talento Andino S.A. ',
  contactName: 'Lucía Ramos',
  email: 'lucia@talento.test',
  phone: '+52 (55) 1234-5678',
  message: 'Queremos una demostración.',
};

describe('business contact schema', () => {
  it('accepts the five fields and trims them', () => {
    const parsed = businessContactSchema.parse(valid);
    expect(parsed.companyName).toBe('Talento Andino S.A.');
    expect(parsed.phone).toBe('+52 (55) 1234-5678');
  });

  it.each(['companyName', 'contactName', 'email', 'phone', 'message'] as const)('requires %s', (field) => {
    const result = businessContactSchema.safeParse({ ...valid, [field]: '  ' });
    expect(result.success).toBe(false);
    const body = describeZodError(result.error!);
    expect(Object.keys(body.fields!)).toEqual([field]);
    expect(body.error).toMatch(/obligatorio/);
  });

  it('refuses a malformed email and a phone without enough digits or with letters', () => {
    expect(describeZodError(businessContactSchema.safeParse({ ...valid, email: 'lucia@' }).error!).fields).toEqual({
      email: 'El correo electrónico no tiene un formato válido.',
    });
    for (const phone of ['12345', 'llámame', '55-1234-abcd', '1'.repeat(21)]) {
      expect(businessContactSchema.safeParse({ ...valid, phone }).error?.issues[0]?.message).toBe(
        BUSINESS_CONTACT_PHONE_INVALID,
      );
    }
  });

  it('keeps SPEC texts to the letter', () => {
    expect(BUSINESS_CONTACT_TEXTS.success).toBe(
      'Su solicitud ha sido enviada. Un representante se pondrá en contacto pronto.',
    );
    expect(BUSINESS_CONTACT_TEXTS.failure).toBe(
      'Hubo un problema al enviar el formulario. Por favor intente nuevamente.',
    );
    expect(CONTACT_TEXTS).toEqual({
      success: 'Form submitted successfully!',
      failed: 'Failed to submit form',
      problem: 'There was a problem submitting the form. Please try again.',
    });
  });
});

describe('landing contact schema', () => {
  it('requires name, an email and a message', () => {
    expect(contactSchema.safeParse({ name: 'Ana', email: 'ana@example.com', message: 'Hola' }).success).toBe(true);
    expect(contactSchema.safeParse({ name: 'Ana', email: 'ana', message: 'Hola' }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'Ana', email: 'ana@example.com' }).success).toBe(false);
  });
});

describe('plans', () => {
  it('advertises SPEC §9 prices and limits, Pro as the most popular', () => {
    expect(PLANS.map((plan) => [plan.name, formatPlanPrice(plan).amount + formatPlanPrice(plan).period])).toEqual([
      ['Plan Básico', '$299/mes'],
      ['Plan Pro', '$799/mes'],
      ['Plan Enterprise', 'Personalizado'],
    ]);
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['pro']);
    expect(MOST_POPULAR_LABEL).toBe('MÁS POPULAR');
    expect(PLANS[0]?.features).toContain('5 vacantes activas');
    expect(PLANS[0]?.features).toContain('50 entrevistas al mes');
    expect(PLANS[1]?.features).toContain('15 vacantes activas');
    expect(PLANS[1]?.features).toContain('200 entrevistas al mes');
    expect(PLANS.map((plan) => plan.action)).toEqual(['Comenzar', 'Comenzar', 'Contactar']);
  });
});
