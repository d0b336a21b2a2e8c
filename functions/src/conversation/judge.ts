/**
 * How the built-in interviewer and analyser read one answer against the question it answers: what kind
 * of message it is (a real answer, a greeting, a non-answer, a question from the candidate, an off-topic
 * answer, pasted text, an attempt to instruct Clara), how relevant it is to the question, and which parts
 * of a told experience it contains — a situation, the candidate's own actions, an outcome — recognised by
 * content, not by connector words. Text that tries to instruct Clara is set aside before anything is judged.
 */
import { keywordEntries, measureAnswer, normalize, stem, tokenize, type AnswerMetrics } from './language';
import { isFirstPersonPresent } from './verbs';

export type AnswerKind =
  | 'empty'
  | 'greeting'
  | 'nonAnswer'
  | 'question'
  | 'instruction'
  | 'pasted'
  | 'offTopic'
  /** Set by the analyser, not here: an answer under an integrity signal (it contributes no evidence). */
  | 'flagged'
  | 'answer';

export interface StoryParts {
  situation: boolean;
  actions: boolean;
  outcome: boolean;
}

export interface AnswerJudgement {
  kind: AnswerKind;
  /** The answer without the sentences that try to instruct Clara. */
  content: string;
  /** Sentences of `content` (verbatim, so they can be quoted). */
  sentences: string[];
  metrics: AnswerMetrics;
  /** Own actions told (past) or planned (conditional). */
  actions: number;
  /** 0–1: how directly the answer takes up the question's subject. */
  relevance: number;
  parts: StoryParts;
  /** An outcome with a figure. */
  measured: boolean;
  rambling: boolean;
  /** Job keyword stems the answer mentions. */
  jobHits: string[];
}

const INSTRUCTION_PATTERNS = [
  /\b(ignora|olvida|omite|descarta)\w*\s+(\p{L}+\s+){0,4}(instrucciones|reglas|indicaciones|prompt|criterios)/u,
  /\b(ponme|ponle|pongan|asigname|asignale|dame|otorgame|calificame|puntuame|evaluame|dale|pon|asigna|da)\b[^.!?\n]{0,50}(100|10\/10|cien|maxim|perfect|5 de 5|sobresaliente|excelente)/u,
  /\b(system prompt|instrucciones del sistema|modelo de lenguaje|actua como|a partir de ahora (eres|seras)|nuevas instrucciones)/u,
  /\bpuntuacion\s+(maxima|de 100|perfecta)/u,
  /\b(ignore|disregard)\s+(all|any|previous|the|your)\b/u,
  /\b(eres|clara,?)\s+(una?\s+)?(asistente|ia)\b.{0,30}\b(debes|tienes que)\b/u,
];

export function isInstruction(sentence: string): boolean {
  const plain = normalize(sentence);
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(plain));
}

/** Sentences (and lines) of a text, verbatim. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

const GREETING = /^(hola|holi|buenas|buenos dias|buenas tardes|buenas noches|saludos|hey|que tal|encantad[oa])\b/u;
const READY = /\b(estoy list[oa]|cuando quieras|empecemos|comencemos|podemos empezar|vamos alla|adelante)\b/u;
const NON_ANSWERS =
  /^(no se( que (decir|responder|contestar))?|ni idea|paso|siguiente|nada|nada que decir|ok|okay|vale|si|no|bien|normal|regular|x+|test|prueba|no tengo|no aplica|n\/a|sin comentarios|lo que sea|pues eso|no recuerdo|ya|claro|eso es todo|no tengo (nada )?mas que (anadir|decir)|no tengo nada mas que (anadir|decir))$/u;

/** Keyboard mashing and strings with no vowels ("asdf", "qwerty", "jjjj"). */
function isGibberish(tokens: string[]): boolean {
  const words = tokens.filter((token) => /\p{L}/u.test(token));
  if (words.length === 0) return true;
  const bad = words.filter((word) => {
    const plain = normalize(word);
    return !/[aeiouy]/.test(plain) || /(asdf|qwer|zxcv|hjkl|jkl|sdfg|dfgh|fghj)/.test(plain) || /(.)\1{3,}/.test(plain);
  });
  return bad.length / words.length >= 0.5;
}

/** A CV or a document pasted in place of an answer: many short labelled or bulleted lines, few own actions. */
function isPasted(text: string): boolean {
  const lines = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 4) return false;
  const labelled = lines.filter((line) => /^[\p{L} ]{3,30}:/u.test(line)).length;
  const bulleted = lines.filter((line) => /^[-•*·▪]|^\d+[.)]\s/u.test(line)).length;
  const dated = lines.filter((line) =>
    /\b(19|20)\d\d\s*[-–/]\s*((19|20)\d\d|actualidad|presente|hoy)\b/iu.test(line),
  ).length;
  const contact = /@\S+\.\w+|\+?\d[\d\s]{7,}\d/u.test(text) ? 1 : 0;
  return labelled + bulleted + dated + contact * 2 >= 3;
}

/**
 * What an answer to each kind of question of the plan talks about: its aspects (a conflict: another person,
 * the disagreement, how it was handled; a weakness: the weakness and what they do about it). A question
 * that names a theme is answered as far as its aspects are covered, so an answer that would fit any
 * question equally well is not relevant to each.
 */
const THEMES: Array<{ trigger: RegExp; aspects: string[] }> = [
  {
    trigger: /presentate|tu perfil|tu formacion|quien eres/u,
    aspects: [
      'años experiencia trabajo trabajé trabajado formación estudié estudios carrera grado licenciado licenciada ingeniero ingeniera universidad máster llevo',
      'soy puesto busco buscando actualmente sector profesional desarrollador desarrolladora analista responsable técnico técnica especializado especializada empresa relevante',
    ],
  },
  {
    trigger: /desacuerdo|conflicto/u,
    aspects: [
      'compañero compañera compañeros equipo jefe jefa cliente responsable colega supervisor supervisora dirección comercial',
      'conflicto desacuerdo discusión diferencia opinión opiniones tensión discutimos diferencias enfadado molesto',
      'hablé escuché negocié mediar acordamos acuerdo propuse reunión solución explicamos aclaramos',
    ],
  },
  {
    trigger: /logro|orgullos/u,
    aspects: [
      'logro logré orgulloso orgullosa conseguí objetivo premio reconocimiento lancé entregamos proyecto automatizar automaticé',
      'resultado medí medimos pasó bajó subió redujo aumentó ahorro ahorramos tiempo horas clientes',
    ],
  },
  {
    trigger: /aprender algo nuevo|aprendiste|aprender/u,
    aspects: [
      'aprendí aprender aprendizaje nuevo nueva herramienta tecnología lenguaje sistema',
      'curso documentación tutorial práctica practiqué mentor formación estudié semanas días tardes',
    ],
  },
  {
    trigger: /fortalezas|fortaleza/u,
    aspects: [
      'fortaleza fortalezas fuerte destaco organización organizada organizado comunicación constancia',
      'debilidad mejorar trabajando aspecto perfeccionismo delegar público paciencia cuesta costaba',
    ],
  },
  {
    trigger: /error|equivoc/u,
    aspects: [
      'error errores equivoqué fallo falló olvidé olvido confundí',
      'corregí solucioné asumí revisé aprendí lección responsabilidad avisé',
    ],
  },
  {
    trigger: /presion|plazo/u,
    aspects: [
      'presión plazo urgente estrés fecha entrega semana días horas',
      'prioridades prioricé organicé calendario tareas planifiqué lista dividí',
    ],
  },
  {
    trigger: /te interesa|te ves|proximos anos|aportarias/u,
    aspects: [
      'interesa motiva quiero gusta gustaría crecer veo encaja',
      'aportar aportaría objetivo meses liderar especializarme contribuir primeros equipo',
    ],
  },
];

/** Words of working life: an answer using none of them, nor the question's or the job's, is off topic. */
const WORK_WORDS = new Set(
  'trabajo trabajé trabajaba trabajamos empresa empresas equipo equipos proyecto proyectos cliente clientes compañero compañeros compañera jefe jefa responsable tarea tareas puesto empleo experiencia resultado resultados objetivo objetivos plazo plazos reunión reuniones entrega informe informes ventas usuarios usuario servicio producto datos problema problemas solución mejora mejorar aprendí curso formación carrera universidad estudios prácticas oficina sistema herramienta herramientas proceso procesos calidad'
    .split(' ')
    .map((word) => normalize(word)),
);

/** The aspects (as stem sets) the question's theme asks about; empty when it names none. */
function aspectsOf(question: string): Array<Set<string>> {
  const plain = normalize(question);
  return THEMES.filter(({ trigger }) => trigger.test(plain)).flatMap(({ aspects }) =>
    aspects.map((words) => new Set(words.split(' ').map(stem))),
  );
}

const SCENE =
  /(^|[^\p{L}])(cuando|una vez|en una ocasion|en mi (ultimo|ultima|anterior|actual|primer|primera)|el ano pasado|hace (dos|tres|cuatro|cinco|unos|\d+) (anos|meses|semanas)|en 20\d\d|tenia|teniamos|habia|estaba|estabamos|trabajaba|trabajabamos|era|eramos|necesitaba|necesitabamos|nos pidieron|me pidieron|me encargaron|nos encargaron|el problema|el reto|el cliente|la empresa|en el proyecto|un proyecto|en la tienda|en el equipo|por ejemplo|recuerdo|hacia|haciamos|tenian|habian|podia|queria|sabia|existia|pedia|pedian|debia|ocurria|[a-z]{3,}(aba|abamos|aban))([^\p{L}]|$)/u;

/** Outcomes told without a result word: how the story ended. */
const ENDINGS =
  /(^|[^\p{L}])((dos|tres|cuatro|cinco|seis|unas|unos|pocas|pocos|\d+) (dias|semanas|meses|anos) despues|en (un|una|dos|tres|cuatro|unos|unas|\d+) (dia|dias|semana|semanas|mes|meses|ano|anos)[,;]? (se|ya|ya no|nadie|ninguno|ninguna|no|pasamos|bajamos|subimos|teniamos|tenia|habia|habian|estaba|estaban|logramos|conseguimos|recuperamos)|se acabaron|se acabo|acabo siendo|a la semana|al mes siguiente|me dio las gracias|me dieron las gracias|nos dieron las gracias|llegamos a|alcanzamos|desde entonces|a partir de ahi|al final|al terminar|finalmente|acabamos|terminamos|se resolvio|lo resolvi|resolvimos|acordamos|aceptaron|acepto|quedo satisfech|quedaron satisfech|quedo content|funciono|salio bien|nunca nos hemos|no hemos vuelto|ya no|ahora (ya )?(preparo|hago|uso|domino|lidero))([^\p{L}]|$)/u;

/** Questions about the future (a plan, a motivation): their structure is a reason, planned steps and a goal. */
const FORWARD_QUESTION =
  /(imagina|harias|harías|te ves|te interesa|aportarias|aportarías|como medirias|cómo medirías)/u;
const REASON = /(^|[^\p{L}])(porque|me interesa|me motiva|me veo|quiero|mi objetivo|me gustaria|primero)([^\p{L}]|$)/u;
const GOAL =
  /(^|[^\p{L}])(mi objetivo|como objetivo|el objetivo seria|mi meta|mediria|medir(lo|la|los|las|ia)|comparando|compararia|comprobaria|contaria|miraria|para saber si|para llegar|certificacion|\d+ ?%)/u;

/**
 * The opening question (who you are, what of your experience matters): what it asks to be told is a track record,
 * so the years or the size of what the candidate did stand for the outcome a story would end with.
 */
const INTRO_QUESTION = /presentate|tu perfil|quien eres/u;
const TRACK_RECORD =
  /(^|[^\p{L}])(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte) (anos|meses)([^\p{L}]|$)/u;

/** «Trabajo en equipo», «trabajo bajo presión»: a skill's name in a list far more often than a verb. */
function withoutSkillNames(normalized: string): string {
  return normalized.replace(/trabajo (en equipo|bajo presion)/g, ' ');
}

/** First-person present verbs: what the candidate does as a habit («atiendo llamadas», «lo reviso»). */
function habitualActions(sentences: readonly string[]): number {
  const found = new Set<string>();
  for (const sentence of sentences) {
    let before = '';
    for (const token of tokenize(withoutSkillNames(normalize(sentence)))) {
      const plain = token;
      if (isFirstPersonPresent(plain, before)) found.add(plain);
      before = plain;
    }
  }
  return found.size;
}

/** Who the candidate is, told in the first person: the situation of an opening answer. */
const SELF = /(^|[^\p{L}])(soy|trabajo|llevo|estudie|estudio|estoy|he trabajado|empece)([^\p{L}]|$)/u;

/** First-person conditional verbs: the actions of a plan ("revisaría", "haría"). */
function plannedActions(text: string): number {
  const found = new Set<string>();
  for (const token of tokenize(text)) {
    const plain = normalize(token);
    if (
      /^[a-zñ]{3,}(aria|eria|iria)$/.test(plain) &&
      !/^(maria|valeria|galeria|historia|seria|estaria|habria|podria|gustaria|encantaria|interesaria|deberia|tendria|querria|costaria)$/.test(
        plain,
      )
    )
      found.add(plain);
  }
  return found.size;
}

export function judgeAnswer(
  question: string,
  answer: string,
  jobStems: ReadonlySet<string> = new Set(),
): AnswerJudgement {
  const all = sentencesOf(answer);
  const kept = all.filter((sentence) => !isInstruction(sentence));
  const instructed = kept.length < all.length;
  // Keep line breaks (pasted text is recognised by its lines) but drop the instructing sentences.
  const content = instructed ? kept.join('\n') : answer.trim();
  const measured = measureAnswer(content, jobStems);
  // A number the question already holds («Microsoft 365», «los últimos 3 años») is no figure of the candidate's.
  const questionNumbers = new Set(tokenize(normalize(question)).filter((token) => /\d/.test(token)));
  const echoed = tokenize(normalize(content)).filter((token) => questionNumbers.has(token)).length;
  const metrics = { ...measured, figures: Math.max(0, measured.figures - echoed) };
  const tokens = tokenize(content);
  const plain = normalize(content)
    .replace(/[.!?¡¿,;:…"«»()\s]+$/u, '')
    .replace(/^[¡¿\s]+/u, '')
    .trim();
  const answerStems = new Set(keywordEntries(content, 400, jobStems).keys());
  const aspects = aspectsOf(question);
  const questionStems = new Set([...keywordEntries(question, 20).keys(), ...aspects.flatMap((aspect) => [...aspect])]);
  const questionHits = [...answerStems].filter((key) => questionStems.has(key)).length;
  const jobHits = [...answerStems].filter((key) => jobStems.has(key));
  const workHits = new Set(tokens.map((token) => normalize(token)).filter((word) => WORK_WORDS.has(word))).size;
  // Generic work words only tell an answer from an off-topic one; they make no answer relevant.
  const covered = aspects.filter((aspect) => [...answerStems].some((key) => aspect.has(key))).length;
  const relevance = aspects.length
    ? 0.75 * (covered / aspects.length) + 0.25 * Math.min(1, jobHits.length / 2)
    : Math.min(1, (questionHits + 0.5 * Math.min(2, jobHits.length)) / 2);
  const actions = metrics.actions + plannedActions(content) + habitualActions(sentencesOf(content));
  const normalized = normalize(content);
  const forward = FORWARD_QUESTION.test(question.toLowerCase()) || FORWARD_QUESTION.test(normalize(question));
  const ownActions =
    actions + (forward ? (normalized.match(/(^|[^\p{L}])(estoy|estare) [a-z]+(ando|iendo)/gu) ?? []).length : 0);
  const intro = INTRO_QUESTION.test(normalize(question));
  const told = metrics.results > 0 || ENDINGS.test(normalized) || (forward && GOAL.test(normalized));
  const parts: StoryParts = {
    situation:
      SCENE.test(normalized) ||
      metrics.examples > 0 ||
      (forward && REASON.test(normalized)) ||
      (intro && SELF.test(withoutSkillNames(normalized))),
    // A plan is told step by step: one conditional («mediría») is an intention, not a plan.
    actions: ownActions >= (forward ? 2 : 1),
    outcome: told || (intro && TRACK_RECORD.test(normalized)),
  };
  const unique = new Set(tokens.map((token) => normalize(token))).size;
  const judgement: AnswerJudgement = {
    kind: 'answer',
    content,
    sentences: sentencesOf(content),
    metrics,
    actions: ownActions,
    relevance,
    parts,
    measured: parts.outcome && metrics.figures > 0,
    rambling: metrics.words > 230 || (metrics.words > 120 && unique / metrics.words < 0.45),
    jobHits,
  };
  const words = tokens.filter((token) => /\p{L}/u.test(token)).length;
  const kind = (): AnswerKind => {
    if (words === 0) return instructed ? 'instruction' : 'empty';
    if (instructed && words < 8) return 'instruction';
    if (isGibberish(tokens) || NON_ANSWERS.test(plain)) return 'nonAnswer';
    if (isPasted(content)) return 'pasted';
    const contentWords = answerStems.size;
    if ((GREETING.test(plain) || READY.test(plain)) && words <= 12 && metrics.figures === 0 && actions === 0)
      return 'greeting';
    if ((/\?\s*$/u.test(content) || /^¿/u.test(content)) && words <= 40) return 'question';
    if (contentWords < 2 && words < 6) return 'nonAnswer';
    if (questionHits === 0 && jobHits.length === 0 && workHits === 0 && words >= 6) return 'offTopic';
    return 'answer';
  };
  judgement.kind = kind();
  return judgement;
}

/** An answer that answers: the only kind that counts as answered. */
export function counts(judgement: AnswerJudgement): boolean {
  return judgement.kind === 'answer';
}
