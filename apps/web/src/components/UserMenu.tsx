import { Avatar } from '@mantine/core';
import {
  IconBooks,
  IconChevronDown,
  IconLock,
  IconLogout,
  IconNews,
  IconPalette,
  IconSettings,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { sessionStore } from '../session/store';
import { useSession } from '../session/useSession';
import { DisclosureMenu } from './DisclosureMenu';
import menuClasses from './DisclosureMenu.module.css';
import classes from './TopNav.module.css';

/** The signed-in user's name and menu: Your stuff, Account, Sign out. */
export default function UserMenu({ username, avatar }: { username: string; avatar: string }) {
  const { t } = useTranslation();
  const { flags, user } = useSession();
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
        {flags?.isArtist ? (
          <li>
            <NavLink to="/yourstuff-artshop" className={menuClasses.item}>
              <IconPalette size={18} aria-hidden="true" />
              {t('nav.artStudio')}
            </NavLink>
          </li>
        ) : null}
        {user && user.staffRole !== 'none' ? (
          <li>
            <NavLink to="/admin/artwork" className={menuClasses.item}>
              <IconShieldCheck size={18} aria-hidden="true" />
              {t('nav.artworkReview')}
            </NavLink>
          </li>
        ) : null}
        {user && user.staffRole === 'admin' ? (
          <>
            <li>
              <NavLink to="/admin/blog" className={menuClasses.item}>
                <IconNews size={18} aria-hidden="true" />
                {t('nav.blogPosts')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/books" className={menuClasses.item}>
                <IconLock size={18} aria-hidden="true" />
                {t('nav.paidOnlyStories')}
              </NavLink>
            </li>
          </>
        ) : null}
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
