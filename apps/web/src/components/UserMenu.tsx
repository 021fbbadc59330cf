import { Avatar } from '@mantine/core';
import {
  IconAward,
  IconBooks,
  IconChevronDown,
  IconCrown,
  IconLogout,
  IconPalette,
  IconSettings,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../i18n/react';
import { sessionStore } from '../session/store';
import { useSession } from '../session/useSession';
import { DisclosureMenu } from './DisclosureMenu';
import menuClasses from './DisclosureMenu.module.css';
import { staffLinks, useStaffWork, WaitingBadge } from './staff-work';
import classes from './TopNav.module.css';

/**
 * The signed-in user's name and menu: Your stuff, crowns and tickets, badges, the staff's queues (with what waits) and
 * tools, Account, Sign out.
 */
export default function UserMenu({ username, avatar }: { username: string; avatar: string }) {
  const { t } = useTranslation();
  const { flags } = useSession();
  const { role, counts } = useStaffWork();
  const links = staffLinks(role, counts);
  return (
    <DisclosureMenu
      align="end"
      ariaLabel={t('nav.userMenu')}
      buttonClassName={classes.userButton}
      label={
        <>
          <Avatar src={avatar || null} alt="" radius="xl" size={34} color="ink">
            {username.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className={classes.userName}>{username}</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </>
      }
    >
      <p className={menuClasses.label}>{t('nav.signedInAs', { name: username })}</p>
      <ul className={classes.plainList}>
        <li>
          <NavLink to="/yourstuff" className={menuClasses.item}>
            <IconBooks size={18} aria-hidden="true" />
            {t('nav.yourStuff')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/yourstuff-crowns" className={menuClasses.item}>
            <IconCrown size={18} aria-hidden="true" />
            {t('screens.yourstuff-crowns')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/yourstuff-badges" className={menuClasses.item}>
            <IconAward size={18} aria-hidden="true" />
            {t('screens.yourstuff-badges')}
          </NavLink>
        </li>
        {flags?.isArtist ? (
          <li>
            <NavLink to="/yourstuff-artshop" className={menuClasses.item}>
              <IconPalette size={18} aria-hidden="true" />
              {t('nav.artStudio')}
            </NavLink>
          </li>
        ) : null}
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={menuClasses.item} data-testid={`menu-${link.testId}`}>
              <link.icon size={18} aria-hidden="true" />
              {t(link.label)}
              <WaitingBadge count={link.waiting} />
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/account" className={menuClasses.item}>
            <IconSettings size={18} aria-hidden="true" />
            {t('nav.account')}
          </NavLink>
        </li>
      </ul>
      <div className={menuClasses.divider} />
      <button
        type="button"
        className={menuClasses.item}
        onClick={() => {
          void sessionStore.logout();
        }}
      >
        <IconLogout size={18} aria-hidden="true" />
        {t('nav.signOut')}
      </button>
    </DisclosureMenu>
  );
}
