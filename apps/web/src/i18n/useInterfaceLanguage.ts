import { type InterfaceLanguage, isInterfaceLanguage } from '@storyloom/domain';
import { currentLanguage } from './index';
import { useTranslation } from './react';

/** The reader's interface language (zh, en or es), following the language switcher. */
export function useInterfaceLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation();
  return isInterfaceLanguage(i18n.language) ? i18n.language : currentLanguage();
}
