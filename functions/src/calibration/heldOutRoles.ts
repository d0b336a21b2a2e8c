/** The roles of the held-out calibration transcripts (`heldOut.ts`): none of them is in the tuned set. */
import type { InterviewContext } from '@clara/domain';

export const HELD_OUT_ROLES = {
  nurse: {
    kind: 'company',
    jobTitle: 'Enfermero/a de planta',
    jobDescription:
      'Puesto: Enfermero/a de planta\nRequisitos: atención al paciente hospitalizado, administración de medicación, registros clínicos\nHabilidades: trabajo en equipo, gestión del estrés, comunicación con familias\nHorario: turnos rotativos de mañana, tarde y noche\nModalidad: presencial en el Hospital Universitario de Zaragoza',
    candidateName: 'Marta Lozano',
    candidateCV: 'Enfermera con cuatro años en una planta de medicina interna y uno en urgencias.',
    interviewFocus: 'balanceada',
  },
  logistics: {
    kind: 'custom',
    jobDescription:
      'Puesto: Coordinador/a de Logística\nRequisitos: planificación de rutas, gestión de inventario, relación con proveedores\nHabilidades: SAP, Excel avanzado, negociación',
    candidateCV:
      'Nombre: Raúl Fuentes\nExperiencia: 6 años en almacén y transporte para una distribuidora de alimentación',
    interviewFocus: 'experiencia',
  },
  teacher: {
    kind: 'company',
    jobTitle: 'Profesor/a de Matemáticas de secundaria',
    jobDescription:
      'Puesto: Profesor/a de Matemáticas de secundaria\nRequisitos: programación didáctica, evaluación del alumnado, atención a la diversidad\nHabilidades: herramientas digitales (Moodle), gestión del aula, comunicación con familias\nHorario: lunes a viernes de 8:00 a 15:00\nModalidad: presencial en un colegio concertado de Sevilla',
    candidateName: 'Javier Morales',
    candidateCV:
      'Licenciado en Matemáticas con el máster de profesorado; cinco cursos dando clase en ESO y Bachillerato.',
    interviewFocus: 'habilidades',
  },
} satisfies Record<string, InterviewContext>;
