// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { completeSentencesEnd, useStreamedSpeech } from './useStreamedSpeech';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = { text: string | null; stored: { timestamp: number; text: string } | null };

describe('voice output of a streamed reply', () => {
  it('reads each sentence once it is complete, then the rest when the reply is stored', () => {
    const said: Array<[string, boolean]> = [];
    const speak = (text: string, queue: boolean) => void said.push([text, queue]);
    function Probe({ text, stored }: Props) {
      useStreamedSpeech(text, stored, speak);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    const render = (props: Props) => act(() => root.render(<Probe {...props} />));
    render({ text: null, stored: null });
    render({ text: 'Gracias por ', stored: null });
    expect(said).toEqual([]);
    render({ text: 'Gracias por contarlo. ', stored: null });
    expect(said).toEqual([['Gracias por contarlo.', false]]);
    render({ text: 'Gracias por contarlo. ¿Qué resultado', stored: null });
    render({ text: null, stored: { timestamp: 1, text: 'Gracias por contarlo. ¿Qué resultado obtuviste?' } });
    expect(said).toEqual([
      ['Gracias por contarlo.', false],
      ['¿Qué resultado obtuviste?', true],
    ]);
    act(() => root.unmount());
    expect(completeSentencesEnd('Hola. Sí')).toBe(6);
  });
});
