/** Advertised plans of /empresas (SPEC §3 Plans, §9: display only; enforcing their limits is not shown). */
export interface Plan {
  id: 'basico' | 'pro' | 'enterprise';
  name: string;
  /** Monthly price in US dollars; null for a custom price. */
  monthlyPriceUsd: number | null;
  /** Marked 'MÁS POPULAR'. */
  popular: boolean;
  features: readonly string[];
  /** DECISIONS: Comenzar goes to /signup, Contactar opens the contact modal. */
  action: 'Comenzar' | 'Contactar';
}

export const MOST_POPULAR_LABEL = 'MÁS POPULAR';

export const PLANS: readonly Plan[] = [
  {
    id: 'basico',
    name: 'Plan Básico',
    monthlyPriceUsd: 299,
    popular: false,
    features: ['5 vacantes activas', '50 entrevistas al mes', 'Reportes básicos', 'Soporte por correo electrónico'],
    action: 'Comenzar',
  },
  {
    id: 'pro',
    name: 'Plan Pro',
    monthlyPriceUsd: 799,
    popular: true,
    features: [
      '15 vacantes activas',
      '200 entrevistas al mes',
      'Reportes avanzados',
      'Preguntas personalizadas',
      'Soporte prioritario',
    ],
    action: 'Comenzar',
  },
  {
    id: 'enterprise',
    name: 'Plan Enterprise',
    monthlyPriceUsd: null,
    popular: false,
    features: [
      'Vacantes ilimitadas',
      'Entrevistas ilimitadas',
      'Integración por API',
      'Personalización completa',
      'Gerente de cuenta dedicado',
    ],
    action: 'Contactar',
  },
];

/** "$299/mes", or "Personalizado" for a custom price. */
export function formatPlanPrice(plan: Pick<Plan, 'monthlyPriceUsd'>): { amount: string; period: string } {
  if (plan.monthlyPriceUsd === null) return { amount: 'Personalizado', period: '' };
  return { amount: `$${plan.monthlyPriceUsd}`, period: '/mes' };
}
