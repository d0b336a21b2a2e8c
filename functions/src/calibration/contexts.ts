/** The interview contexts of the tuned calibration set: three roles with a job description, and a general practice. */
import type { InterviewContext } from '@clara/domain';
import { FRONTEND_COMPANY } from '../interview/testing/fixtures';
import { BLIND_HELD_OUT_ROLES } from './blindHeldOutRoles';
import { FRESH_HELD_OUT_ROLES } from './freshHeldOutRoles';
import { HELD_OUT_ROLES } from './heldOutRoles';
import { SUBSTANCE_HELD_OUT_ROLES } from './substanceHeldOutRoles';

export const ROLES = {
  frontend: FRONTEND_COMPANY,
  support: {
    kind: 'company',
    jobTitle: 'Agente de Atención al Cliente',
    jobDescription:
      'Puesto: Agente de Atención al Cliente\nRequisitos: experiencia en atención telefónica, manejo de CRM (Zendesk), resolución de reclamaciones\nHabilidades: empatía, comunicación escrita, trabajo bajo presión\nHorario: lunes a viernes de 9:00 a 17:00\nModalidad: híbrida, dos días en la oficina de Valencia',
    candidateName: 'Sara Gil',
    candidateCV: 'Tres años en atención al cliente en una empresa de telecomunicaciones.',
    interviewFocus: 'balanceada',
  },
  sales: {
    kind: 'custom',
    jobDescription:
      'Puesto: Ejecutivo/a de Ventas B2B\nRequisitos: prospección de clientes, negociación, gestión de cartera\nHabilidades: CRM Salesforce, presentaciones comerciales, cierre de ventas',
    candidateCV: 'Nombre: Diego Martín\nExperiencia: 5 años en ventas de software a empresas',
    interviewFocus: 'experiencia',
  },
  practice: { kind: 'practice', interviewFocus: 'balanceada' },
} satisfies Record<string, InterviewContext>;

/** Every role of the set, the held-out ones included. */
export const ALL_ROLES = {
  ...ROLES,
  ...HELD_OUT_ROLES,
  ...FRESH_HELD_OUT_ROLES,
  ...BLIND_HELD_OUT_ROLES,
  ...SUBSTANCE_HELD_OUT_ROLES,
};

export type RoleName = keyof typeof ALL_ROLES;
