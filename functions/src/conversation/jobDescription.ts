/**
 * The job-description parser: a vacancy's or a custom interview's free or labelled text ("Puesto:",
 * "Requisitos:", "Habilidades:"…) read into its title, skills, requirements and responsibilities. The
 * question plan builds questions from them; the analyser checks answers against them.
 */
import type { InterviewFocus } from '@clara/domain';

export interface ParsedJob {
  title: string | null;
  skills: string[];
  requirements: string[];
  responsibilities: string[];
  other: string[];
}

const TITLE_LABEL = /^(puesto|t[ií]tulo( del puesto)?|cargo|vacante|rol|job title)$/i;
const LABELS: Array<[keyof Omit<ParsedJob, 'title'> | 'title' | 'ignored', RegExp]> = [
  ['title', TITLE_LABEL],
  ['skills', /^(habilidades|competencias|tecnolog[ií]as|herramientas|skills|conocimientos)/i],
  ['requirements', /^(requisitos|requerimientos|requirements|formaci[oó]n requerida|experiencia requerida)/i],
  ['responsibilities', /^(responsabilidades|funciones|tareas|responsibilities)/i],
  [
    'ignored',
    /^(ofrecemos|beneficios|prestaciones|we offer|benefits|sobre nosotros|qui[eé]nes somos|horario|jornada|turnos?|modalidad|ubicaci[oó]n|lugar( de trabajo)?|salario|sueldo|retribuci[oó]n|(tipo de )?contrato|incorporaci[oó]n|centro de trabajo)/i,
  ],
];

const LEADING_NOISE =
  /^(buscamos( a)?( una?)?|(una?\s+)?(persona|profesional|perfil|candidat[oa])(\s+(con|que tenga|que sepa))?(?=\s)|se (busca|requiere|valorar[aá])|requerimos|necesitamos|ofrecemos|deseable|imprescindible|valorable|experiencia (demostrable )?(en|con|de)|conocimientos? (s[oó]lidos )?(en|de|sobre)|a[nñ]os( o m[aá]s)? de experiencia( (con|en|de))?|el candidato deber[aá]|ser[aá]s responsable de|tu misi[oó]n ser[aá])\s+/i;

const MAX_TOPIC_WORDS = 10;

function cleanTopic(raw: string): string {
  let topic = raw
    .replace(/^[\s•*·\-–—\d.)]+/, '')
    .replace(/[\s.;:]+$/, '')
    .trim();
  for (let i = 0; i < 3; i += 1) topic = topic.replace(LEADING_NOISE, '').trim();
  // "Desarrollar interfaces…" reads better inside a sentence as "desarrollar interfaces…".
  if (/^\p{Lu}\p{Ll}+(ar|er|ir)\s+\p{Ll}/u.test(topic)) topic = topic.charAt(0).toLowerCase() + topic.slice(1);
  return topic;
}

const fits = (item: string) => item.length >= 2 && item.length <= 90 && item.split(/\s+/).length <= MAX_TOPIC_WORDS;

/**
 * Items of a requirement line: comma lists are split (their last item at its final "y"), never inside
 * parentheses; a phrase without commas is kept whole when short enough, else split at "y".
 */
function splitItems(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[;•\n]/)) {
    // A comma inside parentheses belongs to its item: "impuestos (IVA, retenciones)" is one topic.
    const items = part.split(/,(?![^()]*\))/);
    if (items.length > 1) items.push(...items.pop()!.split(/\s+y\s+/));
    for (const item of items) {
      const topic = cleanTopic(item);
      if (fits(topic)) out.push(topic);
      else {
        // Too long: its first clause stands for it ("colaborar con diseño y backend en…" → "colaborar con diseño").
        const first = cleanTopic(topic.split(/\s+y\s+/)[0] ?? topic);
        if (fits(first) && first.includes(' ')) out.push(first);
      }
    }
  }
  return out;
}

export function parseJobDescription(description: string): ParsedJob {
  const parsed: ParsedJob = { title: null, skills: [], requirements: [], responsibilities: [], other: [] };
  let current: keyof Omit<ParsedJob, 'title'> | 'ignored' = 'other';
  const lines = description
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) {
    const labelled = /^([^:]{2,40}):\s*(.*)$/.exec(line);
    const [, name = '', value = ''] = labelled ?? [];
    const label = labelled ? LABELS.find(([, pattern]) => pattern.test(name.trim())) : undefined;
    if (labelled && label) {
      if (label[0] === 'title') {
        parsed.title ??= value.trim().slice(0, 80) || null;
        continue;
      }
      current = label[0];
      if (current !== 'ignored') parsed[current].push(...splitItems(value));
      continue;
    }
    if (current === 'ignored') continue;
    // Free text: sentences, then items.
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const afterColon = sentence.includes(':') ? sentence.slice(sentence.indexOf(':') + 1) : sentence;
      parsed[current].push(...splitItems(afterColon));
    }
  }
  if (!parsed.title && lines[0] && lines[0].length <= 60 && !lines[0].includes(':') && !/[.!?]$/.test(lines[0])) {
    parsed.title = lines[0];
    const index = parsed.other.indexOf(cleanTopic(lines[0]));
    if (index >= 0) parsed.other.splice(index, 1);
  }
  return parsed;
}

/** The job text without its "Puesto: …" line (the title's words are not requirements). */
export function withoutTitleLine(description: string): string {
  return description
    .split(/\n+/)
    .filter((line) => {
      const labelled = /^([^:]{2,40}):/.exec(line.trim());
      return !(labelled?.[1] && TITLE_LABEL.test(labelled[1].trim()));
    })
    .join('\n');
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function interleave(...lists: string[][]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i += 1)
    for (const list of lists) {
      const item = list[i];
      if (item) out.push(item);
    }
  return out;
}

export function topicsForFocus(job: ParsedJob, focus: InterviewFocus): string[] {
  const ordered =
    focus === 'habilidades'
      ? [...job.skills, ...job.requirements, ...job.responsibilities, ...job.other]
      : focus === 'experiencia'
        ? [...job.responsibilities, ...job.requirements, ...job.other, ...job.skills]
        : interleave(job.requirements, job.skills, job.responsibilities, job.other);
  return unique(ordered.filter((topic) => !/^(el|la|los|las|un|una)$/i.test(topic)));
}

/** "Entrevista para un puesto de X con React y TypeScript: a, b y c." → the listed topics, then the tech. */
export function topicsOfDescription(description: string): string[] {
  const colon = description.indexOf(':');
  const listed = colon >= 0 ? splitItems(description.slice(colon + 1)) : [];
  const head = colon >= 0 ? description.slice(0, colon) : description;
  const tech = /\bcon\s+(.+)$/i.exec(head)?.[1];
  const extra = tech ? [cleanTopic(tech)] : [];
  return unique([...extra, ...listed]);
}

export function nameFromCV(cv: string): string | null {
  const labelled = /(?:^|\n)\s*(?:nombre|name)\s*:\s*([^\n,;]{2,60})/i.exec(cv);
  return labelled?.[1]?.trim() ?? null;
}
