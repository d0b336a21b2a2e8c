import { useEffect, useState } from 'react';
import { CODE_CHECK_DELAY_MS } from '@clara/domain/constants';
import { interviewApi } from '../api';
import { normalizeCode, shouldCheckCode } from '../rules/code';
import { reportWarning } from '../../../platform/log';

export type CodeCheck = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * SPEC §4/§5: the valid flag resets on every change; after a 500 ms pause a code of exactly 36
 * characters is checked against the server; an error counts as invalid.
 */
export function useCodeCheck(value: string): { state: CodeCheck; isPractice: boolean; status?: string } {
  const [result, setResult] = useState<{ state: CodeCheck; isPractice: boolean; status?: string }>({
    state: 'idle',
    isPractice: true,
  });

  useEffect(() => {
    setResult({ state: 'idle', isPractice: true });
    if (!shouldCheckCode(value)) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setResult({ state: 'checking', isPractice: true });
      interviewApi
        .checkSession(normalizeCode(value), controller.signal)
        .then((answer) =>
          setResult({
            state: answer.chatSessionExists ? 'valid' : 'invalid',
            isPractice: answer.isPractice !== false,
            status: answer.status,
          }),
        )
        .catch((error) => {
          if (controller.signal.aborted) return;
          reportWarning('No se pudo verificar el código', error);
          setResult({ state: 'invalid', isPractice: true });
        });
    }, CODE_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  return result;
}
