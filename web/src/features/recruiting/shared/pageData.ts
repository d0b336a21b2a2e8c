import { createContext, useContext, useMemo } from 'react';

/**
 * The JSON data blocks a public page came with (functions/src/publicPages: the job page's, the careers page's),
 * by element id. In the browser they are read from the document; the server's render of the same page
 * (web/src/publicPagesServer.tsx) gives them through this context, so both start from the same data.
 */
export type PageDataBlocks = Readonly<Record<string, unknown>>;

export const PageDataContext = createContext<PageDataBlocks | null>(null);

/** The data block with this element id: the given one on the server, the document's in the browser; null when none. */
export function usePageData(elementId: string): unknown {
  const given = useContext(PageDataContext);
  return useMemo(() => (given ? (given[elementId] ?? null) : readBlock(elementId)), [given, elementId]);
}

function readBlock(elementId: string): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById(elementId);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return null;
  }
}
