import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import classes from './Logo.module.css';

/** The Storyloom mark: a night-sky tile with a moon and a woven hill line. Decorative. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#2f3a8f" />
      <circle cx="44" cy="19" r="8" fill="#ffd36e" />
      <circle cx="18" cy="14" r="1.8" fill="#fff8ef" />
      <circle cx="27" cy="23" r="1.2" fill="#fff8ef" />
      <path d="M10 46c8-9 15-9 22-3s14 6 22-3v16a6 6 0 0 1-6 6H16a6 6 0 0 1-6-6z" fill="#f08a5d" />
      <path
        d="M16 31c6-4 10-4 16 0M32 31c6-4 10-4 16 0"
        fill="none"
        stroke="#fff8ef"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo as a link home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.logo} aria-label={t('nav.home')} onClick={onNavigate}>
      <LogoMark />
      <span className={classes.word} aria-hidden="true">
        Story<span className={classes.loom}>loom</span>
      </span>
    </Link>
  );
}
