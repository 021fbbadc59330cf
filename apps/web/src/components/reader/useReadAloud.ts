import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Sentence, speechLanguageOf, splitSentences, voiceFor } from './speech';

export type ReadAloudState = 'idle' | 'playing' | 'paused';

export interface ReadAloud {
  /** False where the browser has no speech synthesis: the button explains instead of playing. */
  supported: boolean;
  state: ReadAloudState;
  /** The words being read; sentences are offsets into it. */
  text: string;
  sentences: Sentence[];
  /** The sentence being read, -1 when none. */
  current: number;
  toggle: () => void;
  stop: () => void;
}

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

/**
 * Reads `text` with the browser's speech synthesis in the book's language, one utterance per
 * sentence so the sentence being read is known (its `start` event) whatever the engine reports
 * as word boundaries. Play, pause and resume; a new text (another page) stops the reading.
 */
export function useReadAloud(text: string, bookLanguage: string, uiLanguage: string): ReadAloud {
  const speech = synthesis();
  const [state, setState] = useState<ReadAloudState>('idle');
  const [current, setCurrent] = useState(-1);
  const sentences = useMemo(() => splitSentences(text), [text]);
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    speech?.cancel();
    setState('idle');
    setCurrent(-1);
  }, [speech]);

  // Another page or chapter, or leaving the reader, ends the reading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changing is the trigger.
  useEffect(() => stop, [text, stop]);

  const play = useCallback(() => {
    if (!speech || sentences.length === 0) return;
    speech.cancel();
    const id = run.current + 1;
    run.current = id;
    const lang = speechLanguageOf(bookLanguage, uiLanguage);
    const voices = speech.getVoices();
    const voice = voices[voiceFor(voices, lang)];
    sentences.forEach((sentence, index) => {
      const utterance = new window.SpeechSynthesisUtterance(sentence.text);
      utterance.lang = lang;
      if (voice) utterance.voice = voice;
      utterance.onstart = () => {
        if (run.current === id) setCurrent(index);
      };
      const finish = () => {
        if (run.current !== id || index !== sentences.length - 1) return;
        setState('idle');
        setCurrent(-1);
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      speech.speak(utterance);
    });
    setCurrent(0);
    setState('playing');
  }, [speech, sentences, bookLanguage, uiLanguage]);

  const toggle = useCallback(() => {
    if (!speech) return;
    if (state === 'idle') play();
    else if (state === 'playing') {
      speech.pause();
      setState('paused');
    } else {
      speech.resume();
      setState('playing');
    }
  }, [speech, state, play]);

  return { supported: speech !== null, state, text, sentences, current, toggle, stop };
}
