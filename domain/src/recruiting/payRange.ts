/**
 * Issue 30: a vacancy's pay range (EU Pay Transparency Directive; JobPosting `baseSalary`) and its optional closing
 * date (JobPosting `validThrough`). Both optional: a vacancy without them behaves as before. Zod-free (the public job
 * page imports it); the schemas are in payRangeSchemas.ts.
 */

export interface PayRange {
  min: number;
  max: number;
  currency: PayCurrency;
  period: PayPeriod;
}

export const PAY_CURRENCIES = ['EUR', 'USD', 'MXN', 'COP', 'ARS', 'CLP', 'PEN', 'GBP'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** schema.org QuantitativeValue `unitText` values. */
export const PAY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  HOUR: 'por hora',
  DAY: 'por día',
  WEEK: 'por semana',
  MONTH: 'al mes',
  YEAR: 'al año',
};

export const PAY_TEXTS = {
  legend: 'Rango salarial',
  hint: 'Recomendado: la Directiva europea de transparencia salarial exige mostrarlo antes de la entrevista.',
  min: 'Mínimo',
  max: 'Máximo',
  currency: 'Moneda',
  period: 'Periodo',
  closingDate: 'Fecha de cierre (opcional)',
  closingHint: 'La vacante deja de recibir postulaciones al terminar ese día (UTC).',
  shownLabel: 'Salario',
  closingLabel: 'Cierre de postulaciones',
  closesOn: (date: string) => `Recibe postulaciones hasta el ${date}`,
} as const;

export const PAY_ERRORS = {
  amount: 'El salario debe ser un número positivo.',
  order: 'El salario máximo no puede ser menor que el mínimo.',
  incomplete: 'Indica el mínimo y el máximo del rango salarial, o deja ambos vacíos.',
  closingDate: 'La fecha de cierre debe tener la forma AAAA-MM-DD.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The last moment a vacancy with this closing date takes applications: the end of that day, UTC (seconds). */
export function closingMoment(closingDate: string): number | null {
  if (!closingDate || !isRealDate(closingDate)) return null;
  return Date.parse(`${closingDate}T23:59:59Z`) / 1000;
}

/** Whether the closing date (if any) has passed at `nowSeconds`. */
export function isPastClosingDate(closingDate: string, nowSeconds: number): boolean {
  const last = closingMoment(closingDate);
  return last !== null && nowSeconds > last;
}

/** JobPosting `validThrough`: the closing day's end, ISO 8601. */
export function validThroughOf(closingDate: string): string | null {
  const last = closingMoment(closingDate);
  return last === null ? null : new Date(last * 1000).toISOString();
}

const formatAmount = (value: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(value);

/** "30.000 – 40.000 EUR al año" (or one figure when min = max). */
export function formatPayRange(range: PayRange): string {
  const figures =
    range.min === range.max ? formatAmount(range.min) : `${formatAmount(range.min)} – ${formatAmount(range.max)}`;
  return `${figures} ${range.currency} ${PAY_PERIOD_LABELS[range.period]}`;
}

/** "31/12/2026" from 'YYYY-MM-DD'. */
export function formatClosingDate(closingDate: string): string {
  const [year, month, day] = closingDate.split('-');
  return `${day}/${month}/${year}`;
}

/** JobPosting `baseSalary` (schema.org MonetaryAmount). */
export function baseSalaryOf(range: PayRange): Record<string, unknown> {
  return {
    '@type': 'MonetaryAmount',
    currency: range.currency,
    value: { '@type': 'QuantitativeValue', minValue: range.min, maxValue: range.max, unitText: range.period },
  };
}
