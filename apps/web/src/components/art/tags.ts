import type { ArtworkTags, InterfaceLanguage, TagLanguage } from '@storyloom/domain';
import { useTranslation } from '../../i18n/react';

/** The tag language of an interface language (the three are the same today). */
export function tagLanguageOf(language: string): TagLanguage {
  if (language === 'zh' || language === 'es') return language;
  return 'en';
}

/** The interface language as a tag language, re-rendering when it changes. */
export function useTagLanguage(): TagLanguage {
  const { i18n } = useTranslation();
  return tagLanguageOf(i18n.language as InterfaceLanguage);
}

/** An artwork's tags in the reader's language, else English, else any language that has some. */
export function tagsFor(tags: ArtworkTags, language: TagLanguage): string[] {
  if (tags[language].length > 0) return tags[language];
  if (tags.en.length > 0) return tags.en;
  return tags.zh.length > 0 ? tags.zh : tags.es;
}
