/** Shared test material: interview contexts, sets of answers of several strengths, a model's analysis. */
import type { InterviewContext } from '@clara/domain';

/** A list whose length the type knows, so `STRONG_ANSWERS[0]` is a string. */
const answers = <T extends string[]>(...items: T): T => items;

export const FRONTEND_COMPANY: Extract<InterviewContext, { kind: 'company' }> = {
  kind: 'company',
  jobTitle: 'Desarrollador/a Frontend React',
  jobDescription:
    'Buscamos una persona con experiencia en React, TypeScript y testing con Jest. Responsabilidades: construir interfaces accesibles, optimizar el rendimiento y colaborar con diseño.',
  candidateName: 'Marta Ruiz',
  candidateCV: 'Desarrolladora frontend con 5 años de experiencia.',
  interviewFocus: 'balanceada',
};

export const PREDEFINED_FRONTEND: InterviewContext = {
  kind: 'predefined',
  predefinedId: 'desarrollador-frontend',
  title: 'Desarrollador Frontend',
  description:
    'Entrevista para un puesto de desarrollo web con React y TypeScript: experiencia con interfaces, rendimiento, accesibilidad y trabajo en equipo.',
};

export const CUSTOM_DATA: Extract<InterviewContext, { kind: 'custom' }> = {
  kind: 'custom',
  jobDescription:
    'Puesto: Analista de Datos\nRequisitos: SQL avanzado, Python\nHabilidades: visualización con Power BI, comunicación\nResponsabilidades: preparar informes semanales, automatizar reportes',
  candidateCV: 'Nombre: Lucía Gómez\nFormación: Ingeniería industrial\nExperiencia: 4 años como analista',
  interviewFocus: 'habilidades',
};

export const STRONG_ANSWERS = answers(
  'Soy ingeniera de software con 5 años de experiencia en React. En mi último empleo lideré la migración de una aplicación de 40 pantallas a TypeScript; primero definí los tipos compartidos, después migramos por módulos y finalmente eliminamos el código antiguo. Como resultado, los errores en producción bajaron un 35%.',
  'En el proyecto de comercio electrónico optimicé el rendimiento: medí con Lighthouse, detecté imágenes sin comprimir y dividí el bundle. Primero reduje el tamaño inicial de 2,1 MB a 600 KB; luego implementé carga diferida. El tiempo de carga bajó de 6 a 2 segundos y la conversión aumentó un 12%.',
  'Por ejemplo, en mi anterior empresa auditamos la accesibilidad con axe y lectores de pantalla. Corregí 120 incidencias de contraste y de navegación con teclado, y formé a 8 compañeros. Al final logramos el nivel AA de WCAG en tres meses.',
  'Una vez tuvimos un desacuerdo con diseño sobre un componente. Propuse una reunión con datos de uso: el 70% de los usuarios abría el menú desde el móvil. Por eso acordamos un diseño adaptado y el equipo cumplió el plazo de la entrega.',
  'Uso React Testing Library y Jest. En el proyecto de pagos escribí 300 pruebas y configuré la integración continua; después de eso la cobertura pasó del 40% al 85% y los fallos en producción se redujeron a la mitad.',
  'Me interesa porque disfruto construyendo interfaces accesibles y rápidas. En mis primeros meses aportaría una auditoría de rendimiento, una guía de componentes y pruebas automatizadas; mi objetivo sería reducir los errores visibles un 30%.',
);

export const WEAK_ANSWERS = answers(
  'Hola, bueno, soy desarrollador.',
  'No sé, normal.',
  'Pues creo que bien, o sea, hago cosas.',
  'Más o menos, depende.',
  'Trabajo en equipo y eso.',
  'No estoy seguro, supongo que sí.',
  'Pues eso.',
  'No sé qué decir.',
  'Bien.',
  'Creo que sí.',
  'Ok.',
  'Vale.',
);

/** Middling answers: developed, on topic, but with few figures and some hedges. */
export const MEDIUM_ANSWERS = answers(
  'Soy desarrollador web desde hace unos años y me gusta trabajar con React y con TypeScript porque me permiten construir interfaces ordenadas y mantener el código con menos errores en el día a día.',
  'He usado React en varios proyectos de la empresa donde trabajo ahora, sobre todo formularios y paneles internos. Creo que lo manejo bien y que mis componentes son fáciles de mantener por el resto del equipo.',
  'Para las interfaces me apoyo en una librería de componentes y reviso que se vean bien en el móvil. También intento seguir las guías del equipo de diseño, aunque a veces depende de los plazos que tengamos.',
  'El rendimiento lo reviso cuando una página va lenta. Miro qué componentes se vuelven a pintar y lo corrijo. En general las páginas quedaron más rápidas, aunque no medí exactamente cuánto mejoraron.',
  'Sobre accesibilidad, intentaría revisar los contrastes y la navegación con teclado, y luego hablaría con el equipo para acordar una lista de comprobación que usemos en cada entrega.',
  'Me interesa el puesto porque quiero seguir creciendo en frontend y aportar mi experiencia con React. Creo que podría ayudar a ordenar los componentes y a mejorar la calidad del código.',
);

/**
 * A model's answer to the rubric analysis (structured output), answer 1 being STRONG_ANSWERS[0]: it adds a
 * score of its own (ignored: the server computes it) and an invented quote (dropped: «Ajuste al puesto» is
 * left without evidence, and especificidad keeps only its real quote).
 */
export const MODEL_ANSWER = {
  evaluationSummary: 'Candidata sólida con ejemplos medibles.',
  score: 97,
  competencies: [
    {
      id: 'comunicacion',
      rating: 4,
      justification: 'Explica con orden.',
      evidence: [{ quote: 'lideré la migración de una aplicación de 40 pantallas a TypeScript', answer: 1 }],
    },
    {
      id: 'especificidad',
      rating: 5,
      justification: 'Cifras concretas.',
      evidence: [
        { quote: 'los errores en producción bajaron un 35%', answer: 1 },
        { quote: 'Dirigí un equipo de 12 personas en Google', answer: 1 },
      ],
    },
    {
      id: 'resultados',
      rating: 5,
      justification: 'Mide el resultado.',
      evidence: [{ quote: 'Como resultado, los errores  en producción bajaron un 35%', answer: 1 }],
    },
    {
      id: 'estructura',
      rating: 4,
      justification: 'Situación, acciones y resultado.',
      evidence: [{ quote: 'primero definí los tipos compartidos', answer: 1 }],
    },
    {
      id: 'relevancia',
      rating: 4,
      justification: 'Contesta lo preguntado.',
      evidence: [{ quote: 'SOY INGENIERA DE SOFTWARE con 5 años de experiencia en React', answer: 1 }],
    },
    {
      id: 'ajuste',
      rating: 5,
      justification: 'Domina el stack.',
      evidence: [{ quote: 'Domino Angular y Vue desde 2010', answer: 1 }],
    },
  ],
  answerFeedback: [{ answer: 1, worked: 'Usas cifras.', toAdd: 'Más contexto del equipo.' }],
  developmentSuggestions: ['Profundizar en testing end-to-end.'],
  interviewPerformanceSuggestions: ['Cerrar cada respuesta con el resultado.'],
};

/** MODEL_ANSWER's ratings once the server has checked the quotes. */
export const MODEL_ANSWER_RATINGS = {
  comunicacion: 4,
  especificidad: 5,
  resultados: 5,
  estructura: 4,
  relevancia: 4,
  ajuste: 1,
} as const;
