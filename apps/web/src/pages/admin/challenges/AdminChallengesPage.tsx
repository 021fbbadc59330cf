import { Badge, Button, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { useInterfaceLanguage } from '../../../i18n/useInterfaceLanguage';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { shortDate } from '../help/shared';
import { type AdminChallenge, challengeAdminApi, challengeAdminKeys } from './api';
import { inLanguage } from './fields';
import { GuidesPanel } from './GuidesPanel';
import { UnitsPanel } from './UnitsPanel';

const timeColour = { current: 'green', upcoming: 'blue', past: 'gray' } as const;

function ChallengeRow({ c, language }: { c: AdminChallenge; language: InterfaceLanguage }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="admin-challenge-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="light" color={timeColour[c.Time]}>
              {t(`adminChallenges.time.${c.Time}`)}
            </Badge>
            <Badge variant="outline">{t(`challenges.kind.${c.Type}`)}</Badge>
            <Badge variant="outline">{t(`formats.${c.Subtype}.name`)}</Badge>
            {c.Published ? null : (
              <Badge color="orange" data-testid="admin-challenge-draft">
                {t('adminChallenges.draft')}
              </Badge>
            )}
          </Group>
          <Text fw={700} lang={language} style={{ overflowWrap: 'anywhere' }}>
            {inLanguage(c.Title, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminChallenges.window', {
              start: shortDate(c.StartTime, i18n.language),
              end: shortDate(c.EndTime, i18n.language),
            })}{' '}
            · {t('challenges.list.entries', { count: c.EntryCount })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/admin/challenge/${c.ChallengeId}`}
          variant="light"
          size="xs"
          aria-label={t('adminChallenges.editNamed', { name: inLanguage(c.Title, language) })}
        >
          {t('adminChallenges.edit')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * /admin/challenges (admins): the challenges with their windows (drafts too), the units of
 * lessons and quizzes, and the guides, each written in zh, en and es (issue 19).
 */
export function AdminChallengesPage() {
  const { t } = useTranslation();
  const uiLanguage = useInterfaceLanguage();
  const [language, setLanguage] = useState<InterfaceLanguage>(uiLanguage);
  const [tab, setTab] = useState<string>('challenges');
  const list = useQuery({
    queryKey: challengeAdminKeys.all,
    queryFn: ({ signal }) => challengeAdminApi.list(signal),
  });
  return (
    <AdminScreen
      testId="admin-challenges"
      title={t('adminChallenges.title')}
      lead={t('adminChallenges.lead')}
      action={
        <Button
          component={Link}
          to="/admin/challenge"
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          data-testid="admin-challenge-new"
        >
          {t('adminChallenges.new')}
        </Button>
      }
    >
      <SegmentedControl
        aria-label={t('adminChallenges.listLanguage')}
        value={language}
        onChange={(v) => setLanguage(v as InterfaceLanguage)}
        data={interfaceLanguages.map((l) => ({ value: l, label: languageLabels[l] }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminLoad
        query={list}
        isEmpty={() => false}
        empty={{ title: '', body: '', testId: 'admin-challenges-empty' }}
      >
        {(data) => (
          <Tabs value={tab} onChange={(v) => setTab(v ?? 'challenges')} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="challenges" data-testid="tab-challenges">
                {t('adminChallenges.tabs.challenges')}
              </Tabs.Tab>
              <Tabs.Tab value="units" data-testid="tab-units">
                {t('adminChallenges.tabs.units')}
              </Tabs.Tab>
              <Tabs.Tab value="guides" data-testid="tab-guides">
                {t('adminChallenges.tabs.guides')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="challenges">
              {data.Challenges.length === 0 ? (
                <Text data-testid="admin-challenges-empty">{t('adminChallenges.empty')}</Text>
              ) : (
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {data.Challenges.map((c) => (
                    <ChallengeRow key={c.ChallengeId} c={c} language={language} />
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="units">
              <UnitsPanel units={data.Units} language={language} />
            </Tabs.Panel>
            <Tabs.Panel value="guides">
              <GuidesPanel guides={data.Guides} language={language} />
            </Tabs.Panel>
          </Tabs>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
