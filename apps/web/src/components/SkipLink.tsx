import { useTranslation } from '../i18n/react';
import classes from './SkipLink.module.css';

/** The first focusable element of every page: jumps past the navigation to the screen. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real link to #main, but moving focus by hand keeps the router from logging a new history entry.
    <a
      className={classes.skip}
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById('main');
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
