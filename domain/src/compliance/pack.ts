/**
 * Issue 33: the compliance pack, built from the company's own configuration (the functions read it and pass it
 * in): the notice to candidates, the works-council sheet per vacancy (the four blocks of the Ministry of Labour's
 * guide on algorithmic information, versioned with the vacancy's rubric), a DPIA draft and the explanation letter
 * for one candidate. Each answers a `ComplianceDocument` (document.ts renders it as HTML).
 */
import { PRODUCT } from '../brand';
import { formatDateTime } from '../common/dates';
import { INTEGRITY_SIGNAL_KINDS, INTEGRITY_TEXTS } from '../analysis/integrity';
import type { AnalysisResult } from '../analysis/result';
import { RUBRIC_VERSION } from '../analysis/rubric';
import {
  defaultSkills,
  vacancyRubricVersion,
  type DesignInput,
  type Skill,
  type StoredDesign,
} from '../analysis/design';
import type { ScreeningQuestion } from '../recruiting/screening';
import { RETENTION_TEXTS, type RetentionProfile } from '../trust/retention';
import { list, p, table, type ComplianceDocument, type Section } from './document';
import { designDifferences, hasDifferences, type DesignDifferences } from './differences';
import { DPIA_TEXTS, LETTER_TEXTS, NOTICE_TEXTS, SHEET_TEXTS, SIGNAL_DESCRIPTIONS } from './texts';

export interface PackCompany {
  name: string;
  blindScoring: boolean;
  autoCloseDays: number | null;
  retentionProfile: RetentionProfile;
  /** The logs' retention in force (the profile's and the configured, the longer). */
  retentionMonths: number;
}

export interface PackVacancy {
  id: string;
  title: string;
  hasJobDescription: boolean;
  design: StoredDesign | undefined;
  screening: ScreeningQuestion[];
}

/** A version of a vacancy's design as recorded when it was saved. */
export interface DesignVersion extends DesignInput {
  rubricVersion: number;
}

const skillsOf = (vacancy: PackVacancy): Skill[] => vacancy.design?.skills ?? defaultSkills(vacancy.hasJobDescription);
const versionOf = (vacancy: PackVacancy) =>
  vacancy.design ? vacancyRubricVersion(vacancy.design.rubricVersion) : RUBRIC_VERSION;

function automaticRules(company: PackCompany, vacancies: readonly PackVacancy[]): string[] {
  const knockouts = vacancies.flatMap((vacancy) =>
    vacancy.screening
      .filter((question) => question.knockout)
      .map((question) => SHEET_TEXTS.knockout(question.prompt, Boolean(question.knockout?.autoReject))),
  );
  return [
    SHEET_TEXTS.autoEvaluar,
    ...(knockouts.length ? knockouts : [SHEET_TEXTS.noKnockouts]),
    SHEET_TEXTS.autoClose(company.autoCloseDays),
  ];
}

export function candidateNotice(
  company: PackCompany,
  vacancies: readonly PackVacancy[],
  now: number,
): ComplianceDocument {
  const evaluated = vacancies.map(
    (vacancy) =>
      `${vacancy.title}: ${skillsOf(vacancy)
        .map((skill) => skill.name)
        .join(', ')}.`,
  );
  return {
    title: NOTICE_TEXTS.title(company.name),
    subtitle: formatDateTime(now),
    sections: [
      {
        heading: `Hablarás con ${PRODUCT.name}, una inteligencia artificial`,
        blocks: [p(NOTICE_TEXTS.ai), p(NOTICE_TEXTS.notInferred)],
      },
      {
        heading: 'Qué evalúa',
        blocks: evaluated.length ? [p(NOTICE_TEXTS.evaluatesIntro), list(evaluated)] : [p(NOTICE_TEXTS.evaluatesNone)],
      },
      {
        heading: 'Quién decide',
        blocks: [
          p(NOTICE_TEXTS.personDecides(company.name)),
          p(NOTICE_TEXTS.automatic),
          list(automaticRules(company, vacancies)),
        ],
      },
      {
        heading: NOTICE_TEXTS.reviewHeading,
        blocks: [
          p(NOTICE_TEXTS.review),
          p(NOTICE_TEXTS.adjustment),
          p(NOTICE_TEXTS.data),
          p(NOTICE_TEXTS.retention(company.retentionMonths)),
        ],
      },
    ],
  };
}

function changesSection(previous: DesignVersion | null, current: DesignInput): Section {
  if (!previous) return { heading: 'Cambios', blocks: [p(SHEET_TEXTS.noPrevious)] };
  const differences = designDifferences(previous, current);
  const heading = SHEET_TEXTS.changesHeading(previous.rubricVersion);
  if (!hasDifferences(differences)) return { heading, blocks: [p(SHEET_TEXTS.noChanges)] };
  return { heading, blocks: [table(SHEET_TEXTS.changesHeader, changeRows(differences))] };
}

function changeRows(differences: DesignDifferences): string[][] {
  const rows: string[][] = [];
  for (const [kind, lists] of [
    [SHEET_TEXTS.skill, differences.skills],
    [SHEET_TEXTS.question, differences.questions],
  ] as const)
    for (const change of ['added', 'removed', 'changed'] as const)
      for (const label of lists[change]) rows.push([SHEET_TEXTS[change], kind, label]);
  return rows;
}

/**
 * The works-council sheet of one vacancy, with its differences against `previous` (the design of the vacancy's
 * previous rubric version, when one was recorded).
 */
export function worksCouncilSheet(
  company: PackCompany,
  vacancy: PackVacancy,
  previous: DesignVersion | null,
  now: number,
): ComplianceDocument {
  const skills = skillsOf(vacancy);
  const questions = vacancy.design?.questions ?? [];
  const skillName = new Map(skills.map((skill) => [skill.id, skill.name]));
  const logic: Section = {
    heading: SHEET_TEXTS.logic,
    blocks: [
      ...(vacancy.design ? [] : [p(SHEET_TEXTS.defaultSkills)]),
      p(SHEET_TEXTS.skillsIntro(skills.length)),
      table(
        SHEET_TEXTS.skillsHeader,
        skills.map((skill) => [skill.name, skill.description, skill.anchors[1], skill.anchors[3], skill.anchors[5]]),
      ),
      ...(questions.length
        ? [
            p(SHEET_TEXTS.questionsIntro),
            table(
              SHEET_TEXTS.questionsHeader,
              questions.map((question, index) => [
                String(index + 1),
                question.text,
                question.skillIds.map((id) => skillName.get(id) ?? id).join(', '),
              ]),
            ),
          ]
        : [p(SHEET_TEXTS.noQuestions)]),
      p(SHEET_TEXTS.signalsIntro),
      list(INTEGRITY_SIGNAL_KINDS.map((kind) => SIGNAL_DESCRIPTIONS[kind])),
      p(SHEET_TEXTS.automaticIntro),
      list(automaticRules(company, [vacancy])),
    ],
  };
  return {
    title: SHEET_TEXTS.title(vacancy.title),
    subtitle: SHEET_TEXTS.subtitle(company.name, versionOf(vacancy), formatDateTime(now)),
    sections: [
      { heading: SHEET_TEXTS.general, blocks: [list(SHEET_TEXTS.generalRows(company.name))] },
      logic,
      { heading: SHEET_TEXTS.consequences, blocks: [list(SHEET_TEXTS.consequencesRows(company.blindScoring))] },
      {
        heading: SHEET_TEXTS.other,
        blocks: [
          list(SHEET_TEXTS.otherRows(RETENTION_TEXTS.options[company.retentionProfile], company.retentionMonths)),
        ],
      },
      ...(vacancy.design ? [changesSection(previous, vacancy.design)] : []),
    ],
  };
}

export function dpiaDraft(company: PackCompany, vacancies: readonly PackVacancy[], now: number): ComplianceDocument {
  const autoRejecting = vacancies
    .flatMap((vacancy) => vacancy.screening)
    .filter((question) => question.knockout?.autoReject).length;
  return {
    title: DPIA_TEXTS.title(company.name),
    subtitle: formatDateTime(now),
    note: DPIA_TEXTS.note,
    sections: [
      { heading: DPIA_TEXTS.description, blocks: [list(DPIA_TEXTS.descriptionRows(vacancies.length))] },
      {
        heading: DPIA_TEXTS.necessity,
        blocks: [
          list(DPIA_TEXTS.necessityRows),
          list(
            vacancies.map(
              (vacancy) =>
                `${vacancy.title}: ${skillsOf(vacancy)
                  .map((skill) => skill.name)
                  .join(', ')}.`,
            ),
          ),
        ],
      },
      { heading: DPIA_TEXTS.risks, blocks: [table(DPIA_TEXTS.riskHeader, DPIA_TEXTS.riskRows(company.blindScoring))] },
      {
        heading: DPIA_TEXTS.automation,
        blocks: [list(DPIA_TEXTS.automationRows(autoRejecting, company.autoCloseDays))],
      },
      {
        heading: DPIA_TEXTS.retention,
        blocks: [
          p(DPIA_TEXTS.retentionRow(RETENTION_TEXTS.options[company.retentionProfile], company.retentionMonths)),
        ],
      },
      { heading: DPIA_TEXTS.rights, blocks: [list(DPIA_TEXTS.rightsRows)] },
    ],
  };
}

export interface LetterInput {
  candidateName: string;
  vacancyTitle: string;
  status: string;
  statusHistory: ReadonlyArray<{ status: string; date: number; by?: { email: string } | null }>;
  analysis: AnalysisResult | null;
}

export function explanationLetter(company: PackCompany, input: LetterInput, now: number): ComplianceDocument {
  const ratings = Object.entries(input.analysis?.personalityAssessment ?? {}).filter(
    ([, entry]) => entry.rating !== undefined || (entry.evidence ?? []).length > 0,
  );
  const who = (by: { email: string } | null | undefined) => (by ? by.email : LETTER_TEXTS.automatic);
  const decided = [...input.statusHistory].reverse().find((entry) => entry.by);
  const analysis = input.analysis;
  return {
    title: LETTER_TEXTS.title(input.candidateName),
    subtitle: LETTER_TEXTS.subtitle(company.name, input.vacancyTitle, formatDateTime(now)),
    sections: [
      { heading: LETTER_TEXTS.role, blocks: LETTER_TEXTS.roleRows(company.name).map(p) },
      {
        heading: LETTER_TEXTS.elements,
        blocks: analysis
          ? [
              p(LETTER_TEXTS.score(analysis.score)),
              p(LETTER_TEXTS.summary(analysis.evaluationSummary)),
              ratings.length
                ? table(
                    LETTER_TEXTS.ratingsHeader,
                    ratings.map(([aspect, entry]) => [
                      aspect,
                      LETTER_TEXTS.rating(entry.rating),
                      (entry.evidence ?? []).map((evidence) => `«${evidence.quote}»`).join(' '),
                    ]),
                  )
                : p(LETTER_TEXTS.noRatings),
              ...((analysis.integritySignals ?? []).length
                ? [p(LETTER_TEXTS.signals), list([INTEGRITY_TEXTS.setAside(analysis.integritySignals ?? [], false)])]
                : []),
            ]
          : [p(LETTER_TEXTS.noRatings)],
      },
      {
        heading: LETTER_TEXTS.history,
        blocks: [
          table(
            LETTER_TEXTS.historyHeader,
            input.statusHistory.map((entry) => [formatDateTime(entry.date), entry.status, who(entry.by)]),
          ),
        ],
      },
      {
        heading: LETTER_TEXTS.decision,
        blocks: [
          p(
            decided
              ? LETTER_TEXTS.decidedBy(decided.status, who(decided.by), formatDateTime(decided.date))
              : LETTER_TEXTS.noDecision,
          ),
        ],
      },
      { heading: LETTER_TEXTS.rightsHeading, blocks: [p(LETTER_TEXTS.rights)] },
    ],
  };
}
