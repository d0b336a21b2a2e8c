import { baseSalaryOf, validThroughOf, type JobType } from '@clara/domain';
import type { PublicJob } from './publicJob';
import { textToHtml } from './html';

/** schema.org employmentType for each SPEC §3 job type. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Temporary: 'TEMPORARY',
  Other: 'OTHER',
  Volunteer: 'VOLUNTEER',
  Internship: 'INTERN',
};

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * The schema.org JobPosting of an open vacancy (Google for Jobs, job boards). Remote vacancies say TELECOMMUTE
 * and where applicants may live (the country when the vacancy names one, else its location text); the others
 * say where the job is. Issue 30: the pay range gives baseSalary and the closing date validThrough (the end of
 * that day, UTC); without them both are left out.
 */
export function jobPosting(job: PublicJob, url: string, origin: string): Record<string, unknown> {
  const { vacancy, organization } = job;
  const validThrough = validThroughOf(vacancy.closingDate ?? '');
  const where =
    vacancy.workplaceType === 'Remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: vacancy.country
            ? { '@type': 'Country', name: vacancy.country }
            : { '@type': 'AdministrativeArea', name: vacancy.employeeLocation },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: vacancy.employeeLocation,
              ...(vacancy.country ? { addressCountry: vacancy.country } : {}),
            },
          },
        };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: textToHtml(vacancy.description),
    datePosted: isoDate(job.createdAt),
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company,
      // Issue 23: the company profile's website and logo, when it has them.
      ...(organization.website ? { sameAs: organization.website } : {}),
      ...(organization.logoPath ? { logo: `${origin}${organization.logoPath}` } : {}),
    },
    ...where,
    employmentType: EMPLOYMENT_TYPES[vacancy.jobType as JobType] ?? 'OTHER',
    ...(vacancy.payRange ? { baseSalary: baseSalaryOf(vacancy.payRange) } : {}),
    ...(validThrough ? { validThrough } : {}),
    directApply: true,
    url,
  };
}
