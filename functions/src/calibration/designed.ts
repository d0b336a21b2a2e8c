/**
 * Issue 30: the calibration set of interviews designed by their vacancy (custom and catalogue skills, own
 * questions), played through the built-in interviewer and rated by the built-in analyser. Checks per vacancy:
 * strong > average > weak, strong ≥ 75, weak ≤ 30. The undesigned set (run.ts) is untouched by these.
 */
import {
  catalogueSkill,
  interviewRubricOf,
  nextDesign,
  type DesignInput,
  type InterviewContext,
  type Skill,
} from '@clara/domain';
import { builtinAnalysis } from '../analysis/builtin';
import { play } from '../interview/testing/play';

const pick = (id: string): Skill => {
  const { catalogueId, name, description, anchors } = catalogueSkill(id)!;
  return { id, catalogueId, name, description, anchors: { ...anchors } };
};

const designed = (base: Omit<Extract<InterviewContext, { kind: 'company' }>, 'rubric'>, design: DesignInput) => ({
  ...base,
  rubric: interviewRubricOf(nextDesign(null, design))!,
});

const COOK = designed(
  {
    kind: 'company',
    jobTitle: 'Cocinero/a de partida',
    jobDescription: 'Restaurante de 120 cubiertos. Partida de fríos, control APPCC, servicio de noche.',
    candidateName: 'Rosa Huamán',
    candidateCV: 'Seis años en cocina.',
    interviewFocus: 'balanceada',
  },
  {
    skills: [
      pick('calidad-seguridad'),
      pick('atencion-cliente'),
      {
        id: 'propia-cocina-fria',
        name: 'Cocina fría y emplatado',
        description: '',
        anchors: {
          1: 'No cuenta experiencia en partida de fríos.',
          3: 'Ha trabajado en fríos, sin detalle de volumen ni técnica.',
          5: 'Casos concretos: volumen de cubiertos, técnicas y cómo mantuvo el estándar de emplatado.',
        },
      },
    ],
    questions: [
      {
        id: 'p1',
        text: 'Cuéntame cómo organizas la limpieza y el control de temperaturas de una cocina en un turno de cierre.',
        skillIds: ['calidad-seguridad'],
        goodAnswer: 'Un registro concreto y quién lo revisa.',
      },
      {
        id: 'p2',
        text: 'Háblame de una noche con un cliente molesto por un plato: ¿qué hiciste y cómo terminó?',
        skillIds: ['atencion-cliente'],
        goodAnswer: '',
      },
    ],
  },
);

const WAREHOUSE = designed(
  {
    kind: 'company',
    jobTitle: 'Responsable de almacén',
    jobDescription: 'Almacén de 3.000 referencias. Inventario, recepción de mercancía, planificación de turnos y SAP.',
    candidateName: 'Jorge Salas',
    candidateCV: 'Ocho años en logística.',
    interviewFocus: 'balanceada',
  },
  {
    skills: [
      pick('organizacion'),
      pick('analisis-datos'),
      {
        id: 'propia-inventario',
        name: 'Gestión de inventario',
        description: '',
        anchors: {
          1: 'No sabe cómo se lleva ni se cuadra un inventario.',
          3: 'Ha hecho inventarios, sin método ni cifras de diferencias.',
          5: 'Cuenta su método de recuento y cuadre, las diferencias que encontró y cómo las redujo.',
        },
      },
    ],
    questions: [
      {
        id: 'p1',
        text: 'Cuéntame cómo hiciste el último inventario completo de un almacén: método, diferencias y qué corregiste.',
        skillIds: ['propia-inventario'],
        goodAnswer: 'Recuento ciego o cíclico, diferencias en cifras y la causa corregida.',
      },
      {
        id: 'p2',
        text: 'Háblame de una semana de mucho volumen: ¿cómo planificaste los turnos y las recepciones?',
        skillIds: ['organizacion'],
        goodAnswer: '',
      },
    ],
  },
);

const WEAK = [
  'Pues normal, lo hago bien.',
  'No sé, depende.',
  'Sí, eso también.',
  'Más o menos.',
  'Pues eso.',
  'Nada.',
];

interface DesignedCase {
  id: string;
  vacancy: 'cocina' | 'almacen';
  band: 'strong' | 'average' | 'weak';
  context: InterviewContext;
  answers: string[];
}

export const DESIGNED_SET: DesignedCase[] = [
  {
    id: 'cocina-fuerte',
    vacancy: 'cocina',
    band: 'strong',
    context: COOK,
    answers: [
      'En mi último restaurante cerraba la cocina tres noches por semana. Primero apuntaba las temperaturas de las cuatro cámaras en la hoja APPCC, después desmontaba y desinfectaba la cortadora y las tablas, y al final el jefe de cocina firmaba el registro. En la inspección de 2023 obtuvimos la máxima nota sin ninguna incidencia.',
      'Un sábado un cliente se quejó porque su risotto llegó frío. Le pedí disculpas, hablé con el pase, rehicimos el plato en ocho minutos y le invitamos al postre. Al final dejó una reseña de cinco estrellas y volvió el mes siguiente con su familia.',
      'Llevé la partida de fríos en un hotel de 200 cubiertos: preparaba cada mañana los tartares y las ensaladas, revisaba la ficha técnica de cada plato y fotografiaba el emplatado para el equipo. Las devoluciones de platos fríos bajaron de diez a dos por semana.',
    ],
  },
  {
    id: 'cocina-media',
    vacancy: 'cocina',
    band: 'average',
    context: COOK,
    answers: [
      'Al cerrar limpio mi partida y miro que las cámaras estén bien de temperatura, aunque no siempre lo apunto.',
      'Una vez un cliente se quejó de un plato y se lo cambiamos. Creo que quedó contento.',
      'He trabajado en fríos en un restaurante, hacía ensaladas y postres y procuraba que quedaran bonitos.',
      'Hacía ensaladas y postres para el servicio de noche, con ayuda de otro compañero.',
      'Procuraba que los platos salieran iguales.',
    ],
  },
  { id: 'cocina-debil', vacancy: 'cocina', band: 'weak', context: COOK, answers: WEAK },
  {
    id: 'almacen-fuerte',
    vacancy: 'almacen',
    band: 'strong',
    context: WAREHOUSE,
    answers: [
      'En enero organicé el inventario anual de 3.200 referencias: hicimos recuento ciego por pasillos con dos equipos, cruzamos los datos con SAP y revisamos cada diferencia mayor del 2 %. Encontramos 140 referencias descuadradas por errores de ubicación; reetiqueté las estanterías y en el siguiente inventario las diferencias bajaron a 35.',
      'En la campaña de Navidad recibíamos el doble de camiones. Primero revisé las previsiones de compras, después reorganicé los turnos para cubrir de 6 a 22 y asigné muelles por proveedor con citas de media hora. Así descargamos 60 camiones por semana sin horas extra y sin retrasos en las entregas.',
      'Preparé en Excel un informe semanal de roturas de stock a partir de los datos de SAP. Vi que tres proveedores concentraban el 70 % de los retrasos; con ese análisis compras cambió los pedidos mínimos y las roturas bajaron de 25 a 8 al mes.',
    ],
  },
  {
    id: 'almacen-media',
    vacancy: 'almacen',
    band: 'average',
    context: WAREHOUSE,
    answers: [
      'Hicimos el inventario contando todo y luego lo comparamos con el sistema. Salieron algunas diferencias que corregimos.',
      'Cuando hay mucho volumen intento organizar los turnos con tiempo y repartir las recepciones durante el día.',
      'Uso Excel para revisar el stock de vez en cuando y aviso si algo se va a acabar.',
      'Miro el stock en Excel y aviso a compras cuando hace falta.',
      'Intento repartir el trabajo entre el equipo.',
    ],
  },
  { id: 'almacen-debil', vacancy: 'almacen', band: 'weak', context: WAREHOUSE, answers: WEAK },
];

/** The score of one designed case: its interview played with the built-in interviewer, then analysed. */
export function designedScore(item: DesignedCase): number {
  return builtinAnalysis(item.context, play(item.context, item.answers)).score;
}

/** The checks per vacancy: strong > average > weak, strong ≥ 75, weak ≤ 30. */
export function designedChecks(scores: ReadonlyMap<string, number>): Array<{ label: string; holds: boolean }> {
  const checks: Array<{ label: string; holds: boolean }> = [];
  for (const vacancy of ['cocina', 'almacen'] as const) {
    const of = (band: DesignedCase['band']) =>
      scores.get(DESIGNED_SET.find((item) => item.vacancy === vacancy && item.band === band)!.id) ?? NaN;
    const [strong, average, weak] = [of('strong'), of('average'), of('weak')];
    checks.push(
      { label: `vacante diseñada ${vacancy}: fuerte > media > débil`, holds: strong > average && average > weak },
      { label: `vacante diseñada ${vacancy}: fuerte ≥ 75`, holds: strong >= 75 },
      { label: `vacante diseñada ${vacancy}: débil ≤ 30`, holds: weak <= 30 },
    );
  }
  return checks;
}
