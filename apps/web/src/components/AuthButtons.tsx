import { Button } from '@mantine/core';
import { signInRedirect } from '@storyloom/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';

/** Pages the way back should not lead to after signing in. */
const noWayBack = new Set(['/', '/signin', '/signup', '/404']);

/** Sign-in link that brings the visitor back to this page afterwards. */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return noWayBack.has(pathname) ? '/signin' : signInRedirect(pathname + search);
}

/** Sign in and sign up, side by side in the header or stacked in the drawer. */
export function AuthButtons({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const size = stacked ? 'md' : 'sm';
  const signIn = useSignInPath();
  return (
    <>
      <Button
        component={Link}
        to={signIn}
        variant="outline"
        color="ink.8"
        size={size}
        fullWidth={stacked}
        onClick={onNavigate}
      >
        {t('nav.signIn')}
      </Button>
      <Button component={Link} to="/signup" size={size} fullWidth={stacked} onClick={onNavigate}>
        {t('nav.signUp')}
      </Button>
    </>
  );
}
