import { LogoMark } from '../components/Logo';
import { useTranslation } from '../i18n/react';
import classes from './BootSplash.module.css';

/** Shown while the first navigation is being guarded (the session loads once). */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <div className={classes.splash} role="status" aria-live="polite">
      <LogoMark size={56} />
      <span className={classes.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <p className={classes.text}>{t('app.loading')}</p>
    </div>
  );
}
