import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing or denied. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, an insecure context or no permission: select-and-copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    let ok: boolean;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The state of a copy button: `copy(text)` copies and answers 'copied' or 'failed'; with `resetMs` the
 * state goes back to 'idle' that long after each copy (a confirmation shown for a moment).
 */
export function useCopyToClipboard(resetMs?: number): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      setState((await copyText(text)) ? 'copied' : 'failed');
      if (resetMs === undefined) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs],
  );
  return [state, copy];
}
