import { Box, Divider, Drawer, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { AuthButtons } from './AuthButtons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { mainLinksFor, readLinks } from './nav-links';
import classes from './TopNav.module.css';

export interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
}

/** The phone and tablet menu: every main link, then sign in / sign up (or, signed in on a phone, the language). Focus stays inside. */
export default function NavDrawer({ opened, onClose, signedIn }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(88vw, 360px)"
      title={<Logo onNavigate={onClose} />}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      zIndex={400}
    >
      <nav aria-label={t('nav.main')}>
        <Stack gap={4}>
          <NavLink to="/search" className={classes.drawerLink} onClick={onClose}>
            {t('screens.search')}
          </NavLink>
          <Divider my="sm" />
          <Text className={classes.drawerHeading} component="p">
            {t('nav.read')}
          </Text>
          {readLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.drawerLink} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
          <Divider my="sm" />
          {mainLinksFor(signedIn).map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.drawerLink} onClick={onClose}>
              {t(link.label)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      {signedIn ? (
        <Box hiddenFrom="sm" mt="xl">
          <LanguageSwitcher />
        </Box>
      ) : (
        <Stack gap="sm" mt="xl">
          <AuthButtons stacked onNavigate={onClose} />
        </Stack>
      )}
    </Drawer>
  );
}
