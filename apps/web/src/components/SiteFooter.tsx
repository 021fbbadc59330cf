import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { LogoMark } from './Logo';
import classes from './SiteFooter.module.css';

interface FooterGroup {
  title: string;
  links: readonly { to: string; label: string }[];
}

/** Every static page of SPEC §2, grouped. Labels are i18n keys. */
export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'footer.groups.storyloom',
    links: [
      { to: '/about', label: 'footer.links.about' },
      { to: '/writers', label: 'footer.links.writers' },
      { to: '/educators', label: 'footer.links.educators' },
      { to: '/artists', label: 'footer.links.artists' },
      { to: '/updates', label: 'footer.links.updates' },
      { to: '/blog', label: 'footer.links.blog' },
    ],
  },
  {
    title: 'footer.groups.help',
    links: [
      { to: '/faq', label: 'footer.links.faq' },
      { to: '/contact', label: 'footer.links.contact' },
      { to: '/feedback', label: 'footer.links.feedback' },
      { to: '/chatbot', label: 'footer.links.chatbot' },
    ],
  },
  {
    title: 'footer.groups.policies',
    links: [
      { to: '/privacy', label: 'footer.links.privacy' },
      { to: '/terms-of-service', label: 'footer.links.terms' },
      { to: '/community-guidelines', label: 'footer.links.guidelines' },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <svg
        className={classes.wave}
        viewBox="0 0 1440 60"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 60V28c180-30 360-30 540 0s360 30 540 0 270-22 360-8v40z" fill="#252d70" />
      </svg>
      <div className={classes.body}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" verticalSpacing="xl">
            <Stack gap="sm">
              <div className={classes.brand}>
                <LogoMark size={44} />
                <span className={classes.brandName}>Storyloom</span>
              </div>
              <Text className={classes.tagline}>{t('footer.tagline')}</Text>
            </Stack>
            {footerGroups.map((group) => (
              <nav key={group.title} aria-label={t(group.title)}>
                <h2 className={classes.groupTitle}>{t(group.title)}</h2>
                <ul className={classes.list}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={classes.link}>
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </SimpleGrid>
          <Text className={classes.copyright}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </div>
    </footer>
  );
}
