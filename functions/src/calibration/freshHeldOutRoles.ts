/** The roles of the fresh held-out calibration transcripts (`freshHeldOut.ts`), written blind to the analyser. */
import type { InterviewContext } from '@clara/domain';

export const FRESH_HELD_OUT_ROLES = {
  accountant: {
    kind: 'company',
    jobTitle: 'Analista contable',
    jobDescription:
      'Puesto: Analista contable\nRequisitos: experiencia en cierres mensuales, conciliaciones bancarias, liquidación de impuestos (IVA, retenciones, Impuesto sobre Sociedades), Excel avanzado y ERP (SAP o A3)\nHabilidades: rigor, atención al detalle, organización\nHorario: lunes a viernes de 8:00 a 16:00, jornada intensiva en julio y agosto\nModalidad: híbrida, tres días en la oficina de Zaragoza',
    candidateName: 'Lucía Ferrer',
    candidateCV:
      'Nombre: Lucía Ferrer\nExperiencia: 6 años en contabilidad: 2 en una firma de auditoría y 4 como analista contable en una distribuidora de alimentación con tres sociedades\nFormación: Grado en ADE, máster en Contabilidad y Auditoría\nHerramientas: SAP FI, A3CON, Excel avanzado',
    interviewFocus: 'experiencia',
  },
  cook: {
    kind: 'custom',
    jobDescription:
      'Puesto: Cocinero/a de partida\nRequisitos: experiencia en mise en place, control de mermas, seguridad alimentaria (APPCC)\nHabilidades: trabajo en equipo, ritmo en servicio, limpieza y orden\nHorario: turnos partidos de martes a sábado, 40 horas semanales\nModalidad: presencial, restaurante de 120 cubiertos en Bilbao',
    candidateCV:
      'Nombre: Aitor Etxeberria\nExperiencia: 7 años en cocina, los últimos 3 como cocinero de partida de carnes en un restaurante de San Sebastián\nFormación: Técnico Superior en Dirección de Cocina',
    interviewFocus: 'balanceada',
  },
  hr: {
    kind: 'company',
    jobTitle: 'Técnico/a de Recursos Humanos',
    jobDescription:
      'Puesto: Técnico/a de Recursos Humanos\nRequisitos: experiencia en selección de personal, gestión de nóminas y seguros sociales, procesos de onboarding\nHabilidades: comunicación, confidencialidad, manejo de herramientas HRIS (Factorial, Personio o similar)\nHorario: lunes a jueves de 8:30 a 17:30, viernes de 8:00 a 14:00\nModalidad: híbrida, tres días en la oficina de Madrid',
    candidateName: 'Nuria Salcedo',
    candidateCV:
      'Nombre: Nuria Salcedo\nExperiencia: 5 años como técnica de RR. HH. generalista en una empresa logística de 350 empleados\nFormación: Grado en Relaciones Laborales, máster en Dirección de Personas\nHerramientas: Factorial, A3Nom, LinkedIn Recruiter',
    interviewFocus: 'habilidades',
  },
} satisfies Record<string, InterviewContext>;
