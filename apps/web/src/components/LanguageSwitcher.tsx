import { interfaceLanguages, isInterfaceLanguage } from '@storyloom/domain';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import {
  changeInterfaceLanguage,
  currentLanguage,
  languageLabels,
  prefetchLanguages,
} from '../i18n';
import { useTranslation } from '../i18n/react';
import classes from './LanguageSwitcher.module.css';

/**
 * The interface language switch (SPEC §1): a native select, so it works the same with a mouse,
 * a keyboard, a screen reader and a phone's picker. A choice applies at once and is remembered.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = isInterfaceLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className={classes.wrap}>
      <IconWorld className={classes.globe} size={18} stroke={1.8} aria-hidden="true" />
      <select
        data-testid="language-switcher"
        className={classes.select}
        aria-label={t('nav.language')}
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isInterfaceLanguage(next)) void changeInterfaceLanguage(next);
        }}
        onFocus={prefetchLanguages}
        onPointerEnter={prefetchLanguages}
      >
        {interfaceLanguages.map((language) => (
          <option key={language} value={language} lang={language === 'zh' ? 'zh-CN' : language}>
            {languageLabels[language]}
          </option>
        ))}
      </select>
      <IconChevronDown className={classes.chevron} size={16} aria-hidden="true" />
    </div>
  );
}
