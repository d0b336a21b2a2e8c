/** The roles of the substance held-out calibration transcripts (`substanceHeldOut.ts`), written blind to the analyser. */
import type { InterviewContext } from '@clara/domain';

export const SUBSTANCE_HELD_OUT_ROLES = {
  itSupport: {
    kind: 'company',
    jobTitle: 'Técnico/a de soporte informático',
    jobDescription:
      'Puesto: Técnico/a de soporte informático\nRequisitos: soporte a usuarios de primer y segundo nivel, gestión de incidencias en un sistema de tickets (Jira Service Management o GLPI), administración de Microsoft 365 y Active Directory\nHabilidades: paciencia, explicación clara a usuarios no técnicos, documentación\nHorario: lunes a viernes de 8:00 a 16:00\nModalidad: presencial en la oficina de Sevilla',
    candidateName: 'Marta Rueda',
    candidateCV:
      'Nombre: Marta Rueda\nExperiencia: 4 años como técnica de soporte en una consultora de 200 empleados\nFormación: Técnico Superior en Administración de Sistemas en Red',
    interviewFocus: 'balanceada',
  },
  warehouse: {
    kind: 'custom',
    jobDescription:
      'Puesto: Jefe/a de equipo de almacén\nRequisitos: coordinación de un turno de preparación de pedidos, control de inventario, manejo de carretilla elevadora\nHabilidades: organización, liderazgo de equipos pequeños, uso de SGA',
    candidateCV: 'Nombre: Rubén Morales\nExperiencia: 6 años en almacenes de distribución, 2 como encargado de turno',
    interviewFocus: 'experiencia',
  },
} satisfies Record<string, InterviewContext>;
