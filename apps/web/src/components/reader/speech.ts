/**
 * Read aloud (issue 9): the pure parts. A page or chapter's words are cut into sentences (with
 * their offsets, so a speech boundary event can say which sentence is being read), and a SPEC §3
 * book language becomes the BCP-47 tag speech synthesis understands.
 */

export interface Sentence {
  text: string;
  /** Offsets into the original text: [start, end). */
  start: number;
  end: number;
}

/**
 * Sentence ends: Latin marks (with closing quotes) followed by a space and not a lower-case
 * word ("Where?" she asked), CJK marks, or a line break.
 */
const sentenceEnd =
  /([.!?…]+["'”’»)\]]*)(?=[^\S\n]*$|[^\S\n]*\n|[^\S\n]+(?!\p{Ll}))|([。！？；]+["'”’」』)）]*)|(\n+)/gu;

/** The sentences of a text, trimmed, with their offsets; blank pieces are left out. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let from = 0;
  const push = (to: number) => {
    const piece = text.slice(from, to);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) {
      const start = from + lead;
      sentences.push({ text: trimmed, start, end: start + trimmed.length });
    }
  };
  for (const match of text.matchAll(sentenceEnd)) {
    const index = match.index ?? 0;
    const to = match[3] ? index : index + match[0].length;
    push(to);
    from = index + match[0].length;
  }
  push(text.length);
  return sentences;
}

/** The sentence a character offset falls in (a speech boundary's charIndex); -1 before any. */
export function sentenceIndexAt(sentences: readonly Sentence[], charIndex: number): number {
  let found = -1;
  for (const [i, sentence] of sentences.entries()) {
    if (sentence.start <= charIndex) found = i;
    else break;
  }
  return found;
}

/** SPEC §3 book languages as BCP-47 tags; `others` reads in the interface language. */
const speechTags: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  cn: 'zh-CN',
  tw: 'zh-TW',
  pt: 'pt-PT',
  de: 'de-DE',
  fr: 'fr-FR',
  xa: 'ar',
  jp: 'ja-JP',
  gr: 'el-GR',
  kr: 'ko-KR',
};
const interfaceTags: Record<string, string> = { en: 'en-US', es: 'es-ES', zh: 'zh-CN' };

export function speechLanguageOf(bookLanguage: string, interfaceLanguage: string): string {
  return speechTags[bookLanguage] ?? interfaceTags[interfaceLanguage] ?? 'en-US';
}

/** The HTML `lang` of a book language (the same tags). */
export function htmlLangOf(bookLanguage: string): string | undefined {
  return speechTags[bookLanguage];
}

/** A voice for the tag: the exact tag first, then one of the same language. */
export function voiceFor(
  voices: readonly Pick<SpeechSynthesisVoice, 'lang'>[],
  tag: string,
): number {
  const exact = voices.findIndex((v) => v.lang.toLowerCase() === tag.toLowerCase());
  if (exact >= 0) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  return voices.findIndex((v) => v.lang.toLowerCase().split(/[-_]/)[0] === base);
}

/** The sentences grouped into paragraphs: a line break between two sentences starts a new one. */
export function paragraphsOf(text: string, sentences: readonly Sentence[]): number[][] {
  const paragraphs: number[][] = [];
  let current: number[] = [];
  sentences.forEach((sentence, index) => {
    const before = sentences[index - 1];
    if (before && text.slice(before.end, sentence.start).includes('\n') && current.length > 0) {
      paragraphs.push(current);
      current = [];
    }
    current.push(index);
  });
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}
