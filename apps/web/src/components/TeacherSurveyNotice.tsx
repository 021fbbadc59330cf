import { Anchor, Box, CloseButton, Group, Text } from '@mantine/core';
import { use, useState } from 'react';
import { Link } from 'react-router';
import { ensureScreenTexts } from '../i18n';
import { useTranslation } from '../i18n/react';
import type { SessionStore } from '../session/store';
import { sessionStore } from '../session/store';
import { useSession } from '../session/useSession';
import classes from './TeacherSurveyNotice.module.css';
import { rememberTeacherSurveyClosed, teacherSurveyWasClosed } from './teacherSurveyState';

/** Where each kind of teacher answers the survey: the feedback form records the source. */
export const teacherSurveyLinks = {
  member: '/feedback/teacher-survey-member',
  nonMember: '/feedback/teacher-survey',
} as const;

/**
 * SPEC §4: a survey notice shown to signed-in teachers, with a different link for members and
 * non-members. It stays on every page until closed; closing is remembered in local storage, so
 * it is shown once per account on this browser.
 */
export function TeacherSurveyNotice({ store = sessionStore }: { store?: SessionStore }) {
  const { t } = useTranslation();
  const { user, flags } = useSession(store);
  const [closedNow, setClosedNow] = useState<string | null>(null);
  if (!user || !flags?.isTeacher) return null;
  if (closedNow === user.uid || teacherSurveyWasClosed(user.uid)) return null;
  const member = user.isMember;
  const close = () => {
    rememberTeacherSurveyClosed(user.uid);
    setClosedNow(user.uid);
  };
  return (
    <Box
      component="section"
      aria-label={t('help.survey.label')}
      data-testid="teacher-survey"
      px="md"
      py="xs"
      className={classes.band}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" maw={1200} mx="auto">
        <Text size="sm">
          {member ? t('help.survey.member') : t('help.survey.nonMember')}{' '}
          <Anchor
            component={Link}
            to={member ? teacherSurveyLinks.member : teacherSurveyLinks.nonMember}
            fw={600}
          >
            {t('help.survey.link')}
          </Anchor>
        </Text>
        {/* 44 px square: a finger-sized target on a phone (the compact one was 22 px). */}
        <CloseButton
          size={44}
          iconSize={20}
          radius="xl"
          aria-label={t('help.survey.close')}
          onClick={close}
        />
      </Group>
    </Box>
  );
}

let texts: Promise<void> | null = null;

/** The notice once the screens' texts (where its own are) have loaded: what the gate lazy-loads. */
export default function LoadedTeacherSurveyNotice({ store }: { store?: SessionStore }) {
  texts ??= ensureScreenTexts();
  use(texts);
  return <TeacherSurveyNotice store={store} />;
}
