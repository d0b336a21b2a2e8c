/**
 * A practice focused on one competency ("Practica otra vez", issue 12): the built-in interviewer's main
 * questions for it, each asking for what the rubric's anchors for a 5 describe.
 */
import type { CompetencyId } from '@clara/domain';

export const COMPETENCY_QUESTIONS: Record<CompetencyId, readonly string[]> = {
  comunicacion: [
    'Explícame, como se lo contarías a alguien que no es de tu área, en qué consiste tu trabajo o tus estudios y por qué importan.',
    'Cuéntame de una vez en que tuviste que explicar una idea difícil o dar una mala noticia. ¿Cómo lo dijiste y cómo lo recibieron?',
    'Describe una presentación o reunión en la que tuviste que convencer a otras personas. ¿Qué dijiste exactamente y qué pasó?',
    'Háblame de un malentendido en el trabajo o en un proyecto. ¿Cómo lo aclaraste y qué cambiaste después en tu forma de comunicar?',
  ],
  especificidad: [
    'Cuéntame un caso real y concreto de tu experiencia: cuándo fue, qué tenías que resolver y qué hiciste tú, paso a paso.',
    'Describe un proyecto en detalle: con qué herramientas o métodos trabajaste, con quién y qué datos tenías a mano.',
    'Dame un ejemplo concreto de un problema que resolviste tú: ¿qué pasó exactamente y qué decisión tomaste?',
    'Háblame de la última vez que aprendiste algo nuevo para tu trabajo: qué fue, cómo lo aprendiste y dónde lo aplicaste.',
  ],
  resultados: [
    'Háblame de un logro del que te sientas orgulloso u orgullosa. ¿Qué resultado obtuviste y cómo lo mediste?',
    'Cuéntame de una mejora que impulsaste. ¿Qué cifra o indicador cambió gracias a ella, de cuánto a cuánto?',
    'Describe un objetivo que te pusieron o que te pusiste. ¿Lo alcanzaste? ¿Con qué números lo sabes?',
    'Háblame de algo que no salió como esperabas. ¿Cuál fue el resultado real y qué hiciste para mejorarlo?',
  ],
  estructura: [
    'Cuéntame de un reto en el trabajo: primero la situación, después lo que hiciste tú y al final cómo terminó.',
    'Describe un conflicto en un equipo: el contexto, tus acciones y el desenlace, en ese orden.',
    'Háblame de una ocasión en la que tuviste que priorizar con poco tiempo: ¿cuál era la situación, qué hiciste y qué resultado tuvo?',
    'Cuéntame un error que cometiste: qué pasó, qué hiciste para corregirlo y qué resultado tuvo.',
  ],
  relevancia: [
    '¿Por qué quieres trabajar en el tipo de puesto que buscas? Responde solo a eso, con un ejemplo que lo muestre.',
    '¿Cuál es la habilidad que más te distingue? Dame un ejemplo en el que la hayas usado.',
    '¿Cómo organizas tu trabajo en una semana con muchas tareas? Cuéntame concretamente cómo lo hiciste la última vez.',
    '¿Qué haces cuando no estás de acuerdo con una decisión de tu responsable? Cuéntame una vez en que te pasó.',
  ],
  ajuste: [
    '¿A qué puesto aspiras? Nombra los tres requisitos principales de ese puesto y cuéntame dónde has demostrado cada uno.',
    'Elige una habilidad clave del puesto que buscas y cuéntame un proyecto en el que la aplicaste.',
    '¿Qué parte de tu experiencia encaja mejor con el puesto al que aspiras, y qué requisito te falta todavía? ¿Qué haces para cubrirlo?',
    'Si empezaras mañana en ese puesto, ¿qué tarea harías bien desde el primer día gracias a tu experiencia? Dame un ejemplo que lo demuestre.',
  ],
};
