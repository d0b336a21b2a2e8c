import { useCopyToClipboard } from '../../../ui/clipboard';

/** Copies a text (a link or a code) and says so for a moment. */
export function CopyButton({ text, label = 'Copiar' }: { text: string; label?: string }) {
  const [state, copy] = useCopyToClipboard(1500);
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void copy(text)}>
      {state === 'copied' ? 'Copiado' : label}
    </button>
  );
}
