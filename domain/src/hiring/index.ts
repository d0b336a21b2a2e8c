export * from './status';
export type { Company } from './company';
export type { InterviewSummary } from './interviews';
