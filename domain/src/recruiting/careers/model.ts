/**
 * Issue 23: a company's public profile, its careers page `/empleo/{slug}` and where a candidate came from
 * (`?fuente=` on a job link). Zod-free, so the public pages can import it without the schemas.
 */
import type { PayRange } from '../payRange';

/** The careers page's path. */
export const careersPath = (slug: string) => `/empleo/${encodeURIComponent(slug)}`;

/** A public slug: lowercase letters, digits and single hyphens, 3 to 40 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/** The logo: a raster image the server checks by its bytes (no SVG: it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const LOGO_MAX_BYTES = 300 * 1024;

export const PROFILE_LIMITS = { website: 300, description: 600 } as const;

/** The company profile as its members read and edit it. */
export interface CompanyProfile {
  name: string;
  /** '' until the owner chooses one: no careers page before. */
  slug: string;
  website: string;
  description: string;
  /** The logo's public URL (changes with each upload), or null. */
  logoUrl: string | null;
}

/** One open vacancy as the careers page lists it. */
export interface CareersVacancy {
  id: string;
  title: string;
  employeeLocation: string;
  country: string;
  workplaceType: string;
  jobType: string;
  /** Epoch seconds. */
  createdAt: number;
  /** Issue 30: the pay range, when the company gave one. */
  payRange?: PayRange | null;
}

export interface CareersPage {
  slug: string;
  company: Omit<CompanyProfile, 'slug'>;
  vacancies: CareersVacancy[];
}

/** The careers page served with its content carries it in a JSON data block with this id (as the job page does). */
export const CAREERS_PAGE_DATA_ID = 'careers-page-data';
export interface CareersPageData {
  slug: string;
  page: CareersPage | null;
}

/** The logo's URL: the version (its upload time) in the query, so a new logo is a new URL and the old may be cached long. */
export const companyLogoPath = (companyId: string, version: number) =>
  `/api/company-logo/${encodeURIComponent(companyId)}?v=${version}`;

// Where candidates come from

/** The job link's query parameter naming the source. */
export const SOURCE_PARAM = 'fuente';
/** An application without a source. */
export const DIRECT_SOURCE = 'directo';
/** The careers page's links carry this source. */
export const CAREERS_SOURCE = 'empleo';
/** Issue 32: an application the team added for a person who applied to another vacancy («Añadir a otra vacante»). */
export const TEAM_SOURCE = 'equipo';
export const SOURCE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** The sources the dashboard offers copy buttons for. */
export const COMMON_SOURCES = [
  { slug: 'linkedin', label: 'LinkedIn' },
  { slug: 'whatsapp', label: 'WhatsApp' },
  { slug: 'correo', label: 'Correo' },
  { slug: CAREERS_SOURCE, label: 'Página de empleo' },
] as const;

/**
 * A source from a URL, normalised (lowercase, trimmed); anything that is not a short slug counts as none, and so
 * does the team's own source (a link cannot pass its candidates off as added by the team).
 */
export function sourceFromQuery(value: string | null | undefined): string | null {
  const source = (value ?? '').trim().toLowerCase();
  return SOURCE_PATTERN.test(source) && source !== TEAM_SOURCE ? source : null;
}

/** How a source reads for the team (the person view, the funnel): its name, or the slug the company chose. */
export function sourceLabel(source: string): string {
  if (source === DIRECT_SOURCE) return 'Directo';
  if (source === TEAM_SOURCE) return 'Añadido por el equipo';
  return COMMON_SOURCES.find((common) => common.slug === source)?.label ?? source;
}

/** The source as stored and reported: 'directo' when the link carried none. */
export const sourceOf = (stored: unknown): string =>
  typeof stored === 'string' && SOURCE_PATTERN.test(stored) ? stored : DIRECT_SOURCE;

/** The job's public link carrying a source. */
export function jobLinkWithSource(origin: string, vacancyId: string, source: string): string {
  return `${origin.replace(/\/$/, '')}/job/${encodeURIComponent(vacancyId)}?${SOURCE_PARAM}=${encodeURIComponent(source)}`;
}

export const CAREERS_TEXTS = {
  profileTitle: 'Perfil de la empresa',
  profileIntro: 'Lo que ven los candidatos en tu página de empleo y en cada vacante.',
  name: 'Nombre',
  slug: 'Dirección pública',
  slugHelp: 'Minúsculas, números y guiones (3 a 40). Tu página será /empleo/',
  website: 'Sitio web',
  description: 'Descripción breve',
  logo: 'Logo',
  logoHelp: 'PNG, JPEG o WebP, hasta 300 KB.',
  uploadLogo: 'Subir logo',
  save: 'Guardar perfil',
  saved: 'Perfil guardado.',
  logoSaved: 'Logo actualizado.',
  openCareers: 'Ver página de empleo',
  ownerOnly: 'Solo el propietario de la empresa puede editar el perfil.',
  careersHeading: (company: string) => `Empleos en ${company}`,
  careersEmpty: 'No hay vacantes abiertas en este momento.',
  careersNotFound: 'No encontramos esta página de empleo.',
  backToCareers: (company: string) => `Más empleos en ${company}`,
  openJobs: 'Vacantes abiertas',
  published: 'Publicada',
  sourceLinks: 'Enlaces con fuente',
  customSource: 'Otra fuente',
  customSourcePlaceholder: 'p. ej. feria-2026',
  copyLink: 'Copiar enlace',
} as const;

export const CAREERS_ERRORS = {
  slug: 'La dirección pública solo admite minúsculas, números y guiones (de 3 a 40 caracteres).',
  slugTaken: 'Esa dirección pública ya está en uso. Elige otra.',
  website: 'El sitio web debe ser una dirección http(s) válida.',
  logoType: 'El logo debe ser una imagen PNG, JPEG o WebP.',
  logoSize: 'El logo no puede pesar más de 300 KB.',
  logoNotFound: 'Esta empresa no tiene logo.',
  careersNotFound: 'No encontramos esta página de empleo.',
  source: 'La fuente solo admite minúsculas, números y guiones (hasta 32 caracteres).',
  sourceReserved: `La fuente «${TEAM_SOURCE}» es la de los candidatos que agrega tu equipo: elige otra.`,
} as const;

/** A vacancy's publication day as the careers page shows it (month/day/year, SPEC §2), in UTC so server and app agree. */
export function publishedDay(seconds: number): string {
  const date = new Date(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** A job's link from the careers page: it counts as the source 'empleo'. */
export const careersJobPath = (vacancyId: string) =>
  `/job/${encodeURIComponent(vacancyId)}?${SOURCE_PARAM}=${CAREERS_SOURCE}`;
