import { DISABLE_CHAT_MARKER } from '@clara/domain';
import type { LiveReply } from '../../ai/types';

/**
 * The pieces of a generated reply the candidate may see as they come: the disable-chat marker is Clara's
 * signal, never text, so it is left out, and a tail that could be the start of it ("[[FIN") is held back
 * until the next piece tells.
 */
export function visiblePieces(live: LiveReply): LiveReply {
  let raw = '';
  let shown = 0;
  return {
    signal: live.signal,
    onDelta(piece) {
      raw += piece;
      const clean = raw.split(DISABLE_CHAT_MARKER).join('');
      let safe = clean.length;
      for (let length = Math.min(DISABLE_CHAT_MARKER.length - 1, clean.length); length > 0; length -= 1)
        if (clean.endsWith(DISABLE_CHAT_MARKER.slice(0, length))) {
          safe = clean.length - length;
          break;
        }
      if (safe > shown) {
        live.onDelta(clean.slice(shown, safe));
        shown = safe;
      }
    },
  };
}
