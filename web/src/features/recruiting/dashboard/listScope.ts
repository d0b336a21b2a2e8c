import { createContext, useContext } from 'react';
import type { CandidatesFilter } from '../shared/queries';

/** The candidate list a row or a card is in (its filter), for the modals it opens; the unfiltered list by default. */
export const CandidateListScope = createContext<CandidatesFilter>({});

export const useCandidateListFilter = () => useContext(CandidateListScope);
