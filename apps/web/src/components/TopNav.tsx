import { ActionIcon, Box, Burger, Container, Group } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react';
import { useSession } from '../session/useSession';
import { AuthButtons } from './AuthButtons';
import { BasketButton } from './BasketButton';
import { DisclosureMenu } from './DisclosureMenu';
import menuClasses from './DisclosureMenu.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { isUnder, mainLinksFor, readLinks } from './nav-links';
import classes from './TopNav.module.css';

// Loaded only when needed, to keep them off the first page's critical path.
const NavDrawer = lazy(() => import('./NavDrawer'));
const UserMenu = lazy(() => import('./UserMenu'));

function ReadMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = readLinks.some((link) => isUnder(pathname, link.to));
  return (
    <DisclosureMenu
      buttonClassName={classes.link}
      active={active}
      label={
        <>
          {t('nav.read')}
          <IconChevronDown size={16} aria-hidden="true" />
        </>
      }
    >
      <ul className={classes.plainList}>
        {readLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={menuClasses.item}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}

/**
 * The top navigation: logo, Read (five formats), Write, Art, Challenges, Educators, Pricing,
 * the language switch and sign in / sign up (or the user's menu). Below 1200 px the links move
 * into a drawer opened by the burger.
 */
export function TopNav() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { pathname } = useLocation();

  // Close the drawer whenever a navigation happens (a link inside it, or Back).
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname]);

  const signedIn = status === 'ready' && user !== null;

  return (
    <header data-testid="top-nav" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo />
        <nav aria-label={t('nav.main')} className={classes.desktopNav}>
          <ReadMenu />
          {mainLinksFor(signedIn).map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className={classes.actions}>
          {/* On a phone the header has no room for it: the drawer carries search instead. */}
          <ActionIcon
            component={Link}
            to="/search"
            variant="subtle"
            color="ink.8"
            size="lg"
            radius="xl"
            aria-label={t('screens.search')}
            data-testid="nav-search"
            visibleFrom="sm"
          >
            <IconSearch size={22} stroke={1.8} aria-hidden="true" />
          </ActionIcon>
          {/* On a phone, a signed-in header has no room for it: the drawer carries it instead. */}
          {signedIn ? (
            <Box visibleFrom="sm">
              <LanguageSwitcher />
            </Box>
          ) : (
            <LanguageSwitcher />
          )}
          {signedIn ? <BasketButton /> : null}
          {signedIn ? <NotificationBell /> : null}
          {signedIn ? (
            <Suspense fallback={null}>
              <UserMenu username={user.username} avatar={user.avatar} />
            </Suspense>
          ) : (
            <Group gap="xs" wrap="nowrap" visibleFrom="lg">
              <AuthButtons />
            </Group>
          )}
          <Burger
            opened={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen((open) => !open);
            }}
            hiddenFrom="lg"
            aria-label={drawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpen}
          />
        </div>
      </Container>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpen} onClose={() => setDrawerOpen(false)} signedIn={signedIn} />
        </Suspense>
      ) : null}
    </header>
  );
}
