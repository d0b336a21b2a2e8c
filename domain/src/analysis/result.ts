/** SPEC §3 Analysis result. */
export interface PersonalityEntry {
  evaluation: string;
  justification: string;
}

export interface AnalysisResult {
  evaluationSummary: string;
  score: number;
  personalityAssessment: Record<string, PersonalityEntry>;
  developmentSuggestions: string[];
  interviewPerformanceSuggestions: string[];
}
