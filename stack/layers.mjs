// The feature folders of functions/src and domain/src in layers, bottom first (CONTRIBUTING.md "Layers").
// eslint.config.js turns them into import-x/no-restricted-paths zones: a folder imports only folders of lower
// layers, never one of its own layer or above, so the folders' import graph has no cycle however files import
// each other (import-x/no-cycle sees cycles of files only). Every folder must be in a layer: lint refuses to
// start otherwise. Files at the root of src/ (functions' index.ts and api.ts, domain's index.ts) compose the
// features and sit above them all.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** functions/src: the HTTP core and the platform first, then the shared mechanisms, then the features. */
export const FUNCTIONS_LAYERS = [
  ['platform'], // config, Firebase, auth, per-client limits, App Check, logs
  ['ai', 'http'], // OpenAI and speech; express, endpoint(), register() (no feature: src/api.ts composes them)
  ['conversation'], // the built-in interviewer's language
  ['analysis', 'company', 'sessions'], // the analyser; companies, members, access codes, candidate links; session storage
  ['audit', 'mail', 'marketing', 'practice'],
  ['fairness', 'webhooks'], // fairness: the voluntary self-identification and its counters (issue 33)
  ['reviews', 'scheduling', 'scorecards'], // the candidate's reviews, interview scheduling, scorecards (issue 34)
  ['team'], // members, roles, invitations and the access rule api.ts hands to http (it reads reviews and bookings)
  ['recruiting'],
  ['interview', 'jobdesc', 'publicPages'],
  ['calibration', 'coaches', 'compliance', 'trust'], // trust: data rights and the purge reach every feature's data
];

/** domain/src: brand, constants and speech (files at the root), then the shared parts, then the features. */
export const DOMAIN_LAYERS = [
  ['brand.ts', 'constants.ts', 'speech.ts'],
  ['common'],
  ['chat'],
  ['analysis', 'audit', 'fairness', 'marketing', 'trust', 'webhooks'],
  ['interview', 'mail'],
  ['coaches', 'hiring', 'jobdesc'], // hiring: what recruiting and the features beside it share (statuses, the company, the interview summary)
  ['practice'],
  ['reviews', 'scheduling', 'scorecards', 'team'], // issue 34: features of their own, below recruiting
  ['recruiting'],
  ['compliance'], // the compliance pack (issue 33): documents built from the company's recruiting configuration
];

/**
 * web/src/features: the features in layers, bottom first (issue 34). A feature imports only features of lower
 * layers; those of the bottom layer stand alone (none imports another). hiring holds what recruiting and the
 * features beside it share (the member's role, the company's names, the recruiter's query key, failures); team sits
 * below scheduling in the web, whose interview proposal lists the members.
 */
export const WEB_FEATURES_LAYERS = [
  ['analysis', 'coaches', 'compliance', 'fairness', 'hiring', 'interview', 'marketing', 'practice', 'trust'],
  ['team'], // members, roles, invitations (/equipo)
  ['reviews', 'scheduling', 'scorecards'], // the candidate modal's sections; /agendar
  ['recruiting'], // composes them: the dashboard, the board, the candidate modal
];

/**
 * web/src/features/<feature>: its sub-folders in layers (issue 34: the walls hold inside a feature too, so no
 * sub-folder imports one beside or above it). A feature's root files (its routes, pages that compose the
 * sub-folders, its api and queries) are in no layer. A feature without sub-folders needs no entry.
 */
export const WEB_FEATURE_LAYERS = {
  analysis: [['company', 'improve', 'share'], ['components'], ['candidate']],
  coaches: [['shared'], ['jobdesc', 'mentors', 'twins', 'voice']],
  interview: [['media', 'realtime', 'rules'], ['hooks', 'wizard'], ['components'], ['pages']],
  marketing: [['components', 'media']],
  recruiting: [
    ['shared'], // the session, the company API, query factories, the role
    ['accommodations', 'careers', 'export', 'funnel', 'mail', 'vacancies', 'webhooks'],
    ['auth', 'bulk', 'createVacancy', 'job'], // job: the public page, in the careers page's look
    ['people'], // the candidate modal's person section, the company search's queries, the audit log
    ['dashboard'], // the member's pages: the dashboard and its modals, «Mis entrevistas», the company search
    ['board'],
  ],
};

/** Entries of `dir` (absolute) that no layer names: its folders, and its files other than `roots`. */
export function unlisted(dir, layers, roots) {
  const listed = new Set(layers.flat());
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || !(roots.includes(entry.name) || /\.test\.tsx?$/.test(entry.name)))
    .map((entry) => entry.name)
    .filter((name) => !listed.has(name));
}

/**
 * no-restricted-paths zones for `base` (e.g. './functions/src'): each element may not import an element of its
 * own layer or of a higher one. `floor` names what the bottom layer imports, for the message.
 */
export function layerZones(base, layers, floor = 'domain and packages') {
  const zones = layers.flatMap((layer, index) => {
    const above = layers.slice(index).flat();
    const below = layers.slice(0, index).flat();
    return layer.map((element) => ({
      target: join(base, element),
      from: above.filter((other) => other !== element).map((other) => join(base, other)),
      message:
        `${join(base, element)} is in layer ${index + 1} of stack/layers.mjs: it imports only ` +
        `${below.length > 0 ? below.join(', ') : floor} (a folder above it would close a cycle).`,
    }));
  });
  return zones.filter((zone) => zone.from.length > 0);
}
