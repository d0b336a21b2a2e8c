import type { InterviewFocus } from '@clara/domain/interview/session';

export interface JobDescriptionInput {
  jobTitle: string;
  requirements: string;
  skills: string;
  responsibilities: string;
}

export interface CandidateInput {
  name: string;
  education: string;
  experience: string;
}

export const EMPTY_JOB: JobDescriptionInput = { jobTitle: '', requirements: '', skills: '', responsibilities: '' };
export const EMPTY_CANDIDATE: CandidateInput = { name: '', education: '', experience: '' };

export const FOCUS_OPTIONS: ReadonlyArray<{ value: InterviewFocus; label: string; hint: string }> = [
  { value: 'habilidades', label: 'Habilidades', hint: 'Preguntas sobre tus competencias técnicas y blandas.' },
  { value: 'experiencia', label: 'Experiencia', hint: 'Preguntas sobre tus logros y trayectoria profesional.' },
  { value: 'balanceada', label: 'Balanceada', hint: 'Una combinación de habilidades y experiencia.' },
];

function lines(pairs: Array<[string, string]>): string {
  return pairs
    .map(([label, value]) => [label, value.trim()] as const)
    .filter(([, value]) => value.length > 0)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The custom interview's `jobDescription` text (SPEC §3 Custom interview input). */
export function composeJobDescription(job: JobDescriptionInput): string {
  return lines([
    ['Puesto', job.jobTitle],
    ['Requisitos', job.requirements],
    ['Habilidades', job.skills],
    ['Responsabilidades', job.responsibilities],
  ]);
}

/** The custom interview's `candidateCV` text. */
export function composeCandidateCV(candidate: CandidateInput): string {
  return lines([
    ['Nombre', candidate.name],
    ['Formación', candidate.education],
    ['Experiencia', candidate.experience],
  ]);
}

/** The job step needs at least the job title; the candidate step at least a name. */
export const jobStepComplete = (job: JobDescriptionInput): boolean => job.jobTitle.trim().length > 0;
export const candidateStepComplete = (candidate: CandidateInput): boolean => candidate.name.trim().length > 0;
