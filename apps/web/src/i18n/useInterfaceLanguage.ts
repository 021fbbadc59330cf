import { type InterfaceLanguage, isInterfaceLanguage } from '@storyloom/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './index';

/** The reader's interface language (zh, en or es), following the language switcher. */
export function useInterfaceLanguage(): InterfaceLanguage {
  const { i18n } = useTranslation();
  return isInterfaceLanguage(i18n.language) ? i18n.language : currentLanguage();
}
