import {
  JOB_TYPE_LABELS,
  LIMITS,
  vacancyInputSchema,
  WORKPLACE_TYPE_LABELS,
  type JobType,
  type VacancyInput,
  type WorkplaceType,
} from '@clara/domain';
import type { JobDescFields } from './types';

/** From answers to a written description and the fields of a vacancy. */

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/** Splits an answer into list items on line breaks, semicolons, bullets, sentence ends and commas outside parentheses. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n|;|•|(?<=\S)\.\s+|,(?![^()]*\))/)
    .map((item) =>
      item
        .replace(/^\s*(?:[-*·]|\d{1,2}[.)])?\s*/, '')
        .replace(/[.\s]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 1)
    .map(capitalise);
}

const bullets = (text: string) =>
  listItems(text)
    .map((item) => `• ${item}`)
    .join('\n');

export function detectWorkplaceType(text: string): WorkplaceType {
  const t = text.toLowerCase();
  if (/h[ií]brid|hybrid|mixt/.test(t)) return 'Hybrid';
  if (/remot|a distancia|home ?office|teletrabajo|desde casa/.test(t)) return 'Remote';
  return 'Onsite';
}

export function detectJobType(text: string): JobType {
  const t = text.toLowerCase();
  if (/pr[aá]cticas|pasant[ií]a|becari|internship|trainee/.test(t)) return 'Internship';
  if (/voluntari/.test(t)) return 'Volunteer';
  if (/medio tiempo|media jornada|tiempo parcial|part[- ]?time/.test(t)) return 'Part time';
  if (/temporal|temporada|eventual|por \d+ mes/.test(t)) return 'Temporary';
  if (/por proyecto|freelance|honorarios|por contrato|contratista/.test(t)) return 'Contract';
  return 'Full time';
}

const LOCATION_NOISE =
  /\b(modalidad|presencial(es)?|h[ií]brid[oa]s?|remot[oa]s?|mixt[oa]|teletrabajo|home ?office|trabajo|trabajar[aá]?|oficinas?|sede)\b/gi;
const LEADING_CONNECTORS = /^(?:[\s,;:.\-–()]+|(?:en|de|la|el|los|las|desde|y|con|a|al|del|ciudad:)\s+)+/i;

/** Modality and city from an answer such as «Híbrida, en Monterrey». */
export function parseLocation(text: string): { workplaceType: WorkplaceType; employeeLocation: string } {
  const workplaceType = detectWorkplaceType(text);
  const place = text
    .replace(LOCATION_NOISE, ' ')
    .replace(/\s+/g, ' ')
    .replace(LEADING_CONNECTORS, '')
    .replace(/[\s,;:.\-–]+$/, '')
    .trim();
  const fallback = workplaceType === 'Remote' ? 'Remoto' : 'Por definir';
  return { workplaceType, employeeLocation: clip(capitalise(place) || fallback, LIMITS.location) };
}

/** The written description and the vacancy fields, from the collected answers. */
export function composeVacancy(fields: JobDescFields): { description: string; vacancy: VacancyInput } {
  const title = clip(capitalise(fields.title), LIMITS.title);
  const { workplaceType, employeeLocation } = parseLocation(fields.location);
  const jobType = detectJobType(fields.conditions);
  const description = [
    title,
    `Modalidad: ${WORKPLACE_TYPE_LABELS[workplaceType]} · Ubicación: ${employeeLocation} · Jornada: ${JOB_TYPE_LABELS[jobType]}`,
    '',
    'Acerca del puesto',
    `Buscamos a una persona para el puesto de ${title} que se sume a nuestro equipo y contribuya desde el primer día con las responsabilidades descritas a continuación.`,
    '',
    'Responsabilidades',
    bullets(fields.responsibilities),
    '',
    'Requisitos',
    bullets(fields.requirements),
    '',
    'Habilidades clave',
    bullets(fields.skills),
    '',
    'Ofrecemos',
    bullets(fields.conditions),
    '',
    'Si te identificas con este perfil, ¡postúlate y conversemos!',
  ].join('\n');
  const vacancy = vacancyInputSchema.parse({ jobTitle: title, workplaceType, employeeLocation, jobType, description });
  return { description, vacancy };
}
