import type { InterfaceLanguage } from '../languages';

/**
 * Moderation (issue "Publishing with moderation"): why a story is returned or reported. Each
 * reason is tied to a section of the community guidelines (/community-guidelines, the sections
 * in the web app's `static.guidelines.sections`, numbered from 1) and has its text in the three
 * interface languages, so the writer reads it in their own language.
 */
export const guidelineReasons = [
  'unkind_words',
  'personal_information',
  'not_original',
  'art_respect',
  'not_for_young_readers',
  'not_ready',
  'other',
] as const;
export type GuidelineReason = (typeof guidelineReasons)[number];

export function isGuidelineReason(value: unknown): value is GuidelineReason {
  return typeof value === 'string' && (guidelineReasons as readonly string[]).includes(value);
}

/** The guidelines section (1-based) a reason points to; null when it is not one section. */
export const guidelineSectionOf: Record<GuidelineReason, number | null> = {
  unkind_words: 1,
  personal_information: 2,
  not_original: 3,
  art_respect: 4,
  not_for_young_readers: 5,
  not_ready: null,
  other: null,
};

/** `other` needs the moderator's note (or the reader's, for a report) to say what is wrong. */
export function reasonNeedsNote(reason: GuidelineReason): boolean {
  return reason === 'other';
}

export const reasonTexts: Record<InterfaceLanguage, Record<GuidelineReason, string>> = {
  en: {
    unkind_words:
      'Use kind words: the story has words that could hurt or tease someone. Please change them.',
    personal_information:
      'Keep personal information private: the story shares a real name, address, school, phone number, email or link. Please take it out.',
    not_original:
      'Share your own original work: parts of the story seem copied from somewhere else. Please write it in your own words or say where the idea comes from.',
    art_respect:
      "Respect the art and the artists: the pictures are not used the way the artist's work should be. Please check how the art is used.",
    not_for_young_readers:
      'Keep stories right for young readers: some parts are too scary, violent or grown-up. Please change them or choose an older age level.',
    not_ready: 'The story does not look finished yet. Please add more to it before you publish it.',
    other: 'The story does not meet the community guidelines yet.',
  },
  zh: {
    unkind_words: '使用友善的语言：故事里有可能伤害或取笑别人的词语，请修改。',
    personal_information:
      '保护个人信息：故事里出现了真实姓名、地址、学校、电话号码、邮箱或链接，请把它们删掉。',
    not_original:
      '分享你自己的原创作品：故事的部分内容像是从别处抄来的。请用自己的话写，或者说明灵感来自哪里。',
    art_respect: '尊重插画和画家：图片的使用方式不合适。请检查一下插画是怎么使用的。',
    not_for_young_readers:
      '让故事适合小读者：有些内容太吓人、太暴力或太成人化。请修改，或者选择更高的年龄段。',
    not_ready: '这个故事看起来还没有写完。请再补充一些内容后再发表。',
    other: '这个故事暂时还不符合社区准则。',
  },
  es: {
    unkind_words:
      'Usa palabras amables: la historia tiene palabras que podrían herir o burlarse de alguien. Cámbialas, por favor.',
    personal_information:
      'Mantén privada la información personal: la historia comparte un nombre real, una dirección, una escuela, un teléfono, un correo o un enlace. Quítalo, por favor.',
    not_original:
      'Comparte tu propio trabajo original: partes de la historia parecen copiadas de otro lugar. Escríbela con tus propias palabras o di de dónde viene la idea.',
    art_respect:
      'Respeta el arte y a los artistas: las ilustraciones no se usan como se debe usar la obra del artista. Revisa cómo usas el arte.',
    not_for_young_readers:
      'Historias adecuadas para lectores jóvenes: algunas partes dan demasiado miedo, son violentas o de adultos. Cámbialas o elige un nivel de edad mayor.',
    not_ready: 'La historia todavía no parece terminada. Añade algo más antes de publicarla.',
    other: 'La historia todavía no cumple las normas de la comunidad.',
  },
};

/** How "Note from the reviewer" reads before the moderator's own words. */
const noteLabel: Record<InterfaceLanguage, string> = {
  en: 'Note from the reviewer: ',
  zh: '审核员留言：',
  es: 'Nota del equipo de revisión: ',
};

/** A return reason as stored on the book: the code and the moderator's note. */
export interface ReturnReason {
  code: GuidelineReason | null;
  note: string;
}

export function encodeReturnReason(reason: { code: GuidelineReason; note: string }): string {
  return JSON.stringify({ code: reason.code, note: reason.note });
}

/**
 * Reads a stored return reason: the coded form written by moderation, or a plain text (older
 * rows and the books module's own tests), which becomes a note without a code.
 */
export function parseReturnReason(stored: string | null | undefined): ReturnReason | null {
  if (stored === null || stored === undefined) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (value && typeof value === 'object' && 'code' in value && isGuidelineReason(value.code)) {
      const note = 'note' in value && typeof value.note === 'string' ? value.note : '';
      return { code: value.code, note };
    }
  } catch {
    // plain text
  }
  return { code: null, note: stored };
}

/** The reason as the writer reads it, in their language: the guideline text, then the note. */
export function returnReasonText(
  stored: string | null | undefined,
  language: InterfaceLanguage,
): string | null {
  const reason = parseReturnReason(stored);
  if (!reason) return null;
  const parts: string[] = [];
  if (reason.code) parts.push(reasonTexts[language][reason.code]);
  if (reason.note.trim()) {
    parts.push(reason.code ? `${noteLabel[language]}${reason.note.trim()}` : reason.note.trim());
  }
  return parts.join(' ');
}

/** Moderation constants (the server's configuration may change the first two). */
export const moderationRules = {
  /** Distinct readers whose open reports hide a published story until a moderator looks. */
  reportsToHide: 3,
  /**
   * Reports from accounts younger than this only queue the story for a moderator; they never
   * count towards the automatic hide (issue 14: three new accounts must not hide any story).
   */
  reporterMinAgeDays: 7,
  /** How long a moderator's claim on a queue entry lasts. */
  claimMinutes: 30,
  /** The longest note a moderator or a reader may write. */
  noteLength: 1000,
} as const;

/** What the moderators' queue holds: stories waiting for review and reported stories. */
export const queueEntryKinds = ['submission', 'report'] as const;
export type QueueEntryKind = (typeof queueEntryKinds)[number];

/** Every decision a moderator makes (recorded with who, when, the reason and the note). */
export const moderationDecisions = [
  'approve',
  'return',
  'feature',
  'unfeature',
  'dismiss_reports',
  'take_down',
  'hidden_by_reports',
] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/**
 * A rough wait for a story submitted now, shown to the writer: the stories ahead of it times the
 * typical time a review takes, at least one hour, rounded up to whole hours.
 */
export function estimatedWaitHours(ahead: number, minutesPerReview = 20): number {
  return Math.max(1, Math.ceil(((ahead + 1) * minutesPerReview) / 60));
}
