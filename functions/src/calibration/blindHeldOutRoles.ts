/** The roles of the blind held-out calibration transcripts (`blindHeldOut.ts`). */
import type { InterviewContext } from '@clara/domain';

export const BLIND_HELD_OUT_ROLES = {
  receptionist: {
    kind: 'company',
    jobTitle: 'Recepcionista de hotel',
    jobDescription:
      'Puesto: Recepcionista de hotel\nRequisitos: check-in y check-out, gestión de reservas, atención de incidencias de huéspedes\nHabilidades: inglés fluido, trato al cliente, manejo de PMS (Opera)\nHorario: turnos rotativos de mañana y tarde\nUbicación: Málaga',
    candidateName: 'Irene Campos',
    candidateCV: 'Cuatro años en recepción de hoteles de playa; inglés C1.',
    interviewFocus: 'balanceada',
  },
  maintenance: {
    kind: 'custom',
    jobDescription:
      'Puesto: Técnico/a de mantenimiento industrial\nRequisitos: mantenimiento preventivo, reparación de averías eléctricas y mecánicas, prevención de riesgos laborales\nHabilidades: lectura de planos, PLC, trabajo en equipo',
    candidateCV: 'Nombre: Óscar Villalba\nExperiencia: 8 años en una planta de envasado',
    interviewFocus: 'experiencia',
  },
  designer: {
    kind: 'company',
    jobTitle: 'Diseñador/a UX',
    jobDescription:
      'Puesto: Diseñador/a UX\nRequisitos: investigación con usuarios, prototipado, pruebas de usabilidad\nHabilidades: Figma, comunicación con desarrollo, diseño accesible\nModalidad: remoto',
    candidateName: 'Pablo Serrano',
    candidateCV: 'Diseñador UX/UI con cinco años en productos digitales.',
    interviewFocus: 'habilidades',
  },
} satisfies Record<string, InterviewContext>;
