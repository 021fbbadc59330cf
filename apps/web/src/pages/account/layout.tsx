import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { useTranslation } from '../../i18n/react';
import classes from './Account.module.css';

/**
 * The frame of the screens SPEC §2 shows without the site navigation (sign in, sign up, forgot
 * password): the logo and the language switch on top, a welcoming picture with three promises on
 * wide screens, and the form in a white card.
 */
export function AuthShell({
  art,
  storyTitle,
  children,
}: {
  art: string;
  storyTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const promises = ['account.shell.promise1', 'account.shell.promise2', 'account.shell.promise3'];
  return (
    <div className={classes.shell}>
      <Container size="lg">
        <div className={classes.shellBar}>
          <Logo />
          <LanguageSwitcher />
        </div>
      </Container>
      <Container size="lg">
        <div className={classes.shellBody}>
          <aside className={classes.shellStory} aria-label={t('account.shell.asideLabel')}>
            <img src={art} alt="" className={classes.shellArt} width={460} height={345} />
            <Title order={2} className={classes.shellStoryTitle}>
              {storyTitle}
            </Title>
            <Stack gap={10}>
              {promises.map((key) => (
                <div key={key} className={classes.promise}>
                  <ThemeIcon color="meadow.8" radius="xl" size={26} aria-hidden="true">
                    <IconCheck size={16} stroke={3} />
                  </ThemeIcon>
                  <span>{t(key)}</span>
                </div>
              ))}
            </Stack>
          </aside>
          <div className={classes.card}>{children}</div>
        </div>
      </Container>
    </div>
  );
}

/** An account screen inside the site frame: a centred white card, optionally under a picture. */
export function AccountPage({
  art,
  size = 'sm',
  children,
  testId,
}: {
  art?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
  testId?: string;
}) {
  const widths = { xs: 460, sm: 600, md: 820, lg: 1080 };
  return (
    <Container size={widths[size]} className={classes.page} data-testid={testId}>
      <Stack gap="lg">
        {art ? <img src={art} alt="" className={classes.pageArt} width={240} height={180} /> : null}
        <div className={classes.card}>{children}</div>
      </Stack>
    </Container>
  );
}

/** A screen's heading and its friendly lead line. */
export function CardHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <Stack gap={8} mb="lg">
      <Title order={1} className={classes.cardTitle}>
        {title}
      </Title>
      {lead ? <Text className={classes.lead}>{lead}</Text> : null}
    </Stack>
  );
}

/** A problem with the whole form (not one field), announced to screen readers. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      data-testid="form-alert"
    >
      <Text fw={700}>{message}</Text>
      {children}
    </Alert>
  );
}

/** A calm note (green) for good news and reassurance. */
export function GoodNews({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Alert
      color="meadow"
      variant="light"
      styles={{ title: { color: 'var(--mantine-color-meadow-9)' } }}
      radius="md"
      icon={<IconHeartHandshake aria-hidden="true" />}
      title={title}
      role="status"
    >
      {children}
    </Alert>
  );
}

/** Waiting for the server (a link being checked, settings loading). */
export function LoadingState({ label }: { label: string }) {
  return (
    <Stack align="center" gap="md" py="xl" role="status" aria-live="polite">
      <Loader color="ember.6" size="lg" type="dots" aria-hidden="true" />
      <Text fw={700}>{label}</Text>
    </Stack>
  );
}

export interface ResultAction {
  label: string;
  to?: string;
  onClick?: () => void;
  variant?: 'filled' | 'outline';
  loading?: boolean;
}

/** The outcome of a one-step screen: success or problem, with what to do next. */
export function ResultState({
  tone,
  title,
  body,
  actions = [],
  children,
  testId,
}: {
  tone: 'success' | 'problem' | 'info';
  title: string;
  body?: ReactNode;
  actions?: ResultAction[];
  children?: ReactNode;
  testId?: string;
}) {
  const color = tone === 'success' ? 'meadow.8' : tone === 'problem' ? 'ember.7' : 'ink.7';
  const Icon = tone === 'problem' ? IconAlertCircle : IconCheck;
  return (
    <Stack
      align="center"
      ta="center"
      gap="md"
      data-testid={testId}
      role={tone === 'problem' ? 'alert' : 'status'}
    >
      <ThemeIcon color={color} radius="xl" size={64} aria-hidden="true">
        <Icon size={36} stroke={2.4} />
      </ThemeIcon>
      <Title order={1} className={classes.cardTitle}>
        {title}
      </Title>
      {body ? (
        <Text className={classes.lead} maw={520}>
          {body}
        </Text>
      ) : null}
      {children}
      {actions.length > 0 ? (
        <Group justify="center" mt="xs">
          {actions.map((action) =>
            action.to ? (
              <Button
                key={action.label}
                component={Link}
                to={action.to}
                size="md"
                variant={action.variant ?? 'filled'}
                color={action.variant === 'outline' ? 'ink.8' : undefined}
              >
                {action.label}
              </Button>
            ) : (
              <Button
                key={action.label}
                size="md"
                onClick={action.onClick}
                loading={action.loading}
                variant={action.variant ?? 'filled'}
                color={action.variant === 'outline' ? 'ink.8' : undefined}
              >
                {action.label}
              </Button>
            ),
          )}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The "or" line between two ways of doing the same thing. */
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className={classes.divider} aria-hidden="true">
      {t('account.or')}
    </div>
  );
}
