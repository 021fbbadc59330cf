import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ageGroups,
  bookTypes,
  challengeKinds,
  type InterfaceLanguage,
  interfaceLanguages,
} from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showApiError, showSuccess } from '../../../api/client';
import { ErrorState } from '../../../components/ArtStates';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { useInterfaceLanguage } from '../../../i18n/useInterfaceLanguage';
import { AdminScreen } from '../console/AdminScreen';
import { needsSecondFactor, SecondFactorNotice } from '../StaffNotice';
import {
  type AdminChallenge,
  type AdminEntry,
  type ChallengeFields,
  challengeAdminApi,
  challengeAdminKeys,
  emptyText3,
} from './api';
import { filled, Text3Fields } from './fields';

const day = (iso: string) => iso.slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function blank(): ChallengeFields {
  return {
    Type: 'weekly',
    Subtype: 'picturebook',
    StartTime: inDays(0),
    EndTime: inDays(7),
    Title: emptyText3(),
    Prompt: emptyText3(),
    ArtworkId: null,
    AgeLevel: 'all',
    PaidOnly: false,
    Starter: true,
    Published: false,
  };
}

function fieldsOf(c: AdminChallenge): ChallengeFields {
  const { Time: _time, EntryCount: _count, ...rest } = c;
  return { ...rest, StartTime: day(c.StartTime), EndTime: day(c.EndTime) };
}

/** How /challenge draws the challenge, in one language, before it is saved. */
function Preview({ values }: { values: ChallengeFields }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<InterfaceLanguage>(useInterfaceLanguage());
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-challenge-preview">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('adminChallenges.preview')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('adminChallenges.previewLanguage')}
          value={language}
          onChange={(v) => setLanguage(v as InterfaceLanguage)}
          data={interfaceLanguages.map((l) => ({ value: l, label: languageLabels[l] }))}
        />
      </Group>
      <div lang={language}>
        <Group gap={6} mb={6}>
          <Badge variant="light">{t(`challenges.kind.${values.Type}`)}</Badge>
          <Badge variant="outline">{t(`formats.${values.Subtype}.name`)}</Badge>
          {values.Starter ? <Badge color="green">{t('challenges.starter')}</Badge> : null}
          {values.PaidOnly && !values.Starter ? (
            <Badge color="grape">{t('challenges.membersOnly')}</Badge>
          ) : null}
        </Group>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {values.Title[language] || '…'}
        </Text>
        <Text mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {values.Prompt[language] || '…'}
        </Text>
      </div>
    </Paper>
  );
}

function Entries({ challengeId, entries }: { challengeId: string; entries: AdminEntry[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feature = useMutation({
    mutationFn: (v: { bookId: string; featured: boolean }) =>
      challengeAdminApi.feature(challengeId, v.bookId, v.featured),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: challengeAdminKeys.one(challengeId) });
      void queryClient.invalidateQueries({ queryKey: ['challenges'] });
    },
    onError: (error) => showApiError(error),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-challenge-entries">
      <Title order={2} size="h4" mb="xs">
        {t('adminChallenges.entries')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminChallenges.entriesLead')}
      </Text>
      {entries.length === 0 ? (
        <Text data-testid="admin-entries-empty">{t('adminChallenges.noEntries')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((e) => (
            <Group
              component="li"
              key={e.BookId}
              justify="space-between"
              wrap="wrap"
              data-testid="admin-entry"
            >
              <Group gap={8}>
                {e.Approved ? (
                  <Link to={`/read/${e.BookId}`}>{e.Title || e.BookId}</Link>
                ) : (
                  <Text>{e.Title || e.BookId}</Text>
                )}
                <Badge color={e.Approved ? 'green' : 'gray'} variant="light">
                  {e.Approved ? t('challenges.info.approved') : t('challenges.info.waiting')}
                </Badge>
              </Group>
              <Switch
                label={t('adminChallenges.featured')}
                checked={e.Featured}
                disabled={!e.Approved || feature.isPending}
                onChange={(ev) =>
                  feature.mutate({ bookId: e.BookId, featured: ev.currentTarget.checked })
                }
                data-testid="admin-entry-feature"
              />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Editor({ initial, entries }: { initial: AdminChallenge | null; entries: AdminEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ChallengeFields>(initial ? fieldsOf(initial) : blank());
  const [tried, setTried] = useState(false);
  const set = <K extends keyof ChallengeFields>(key: K, value: ChallengeFields[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const windowOk = values.EndTime > values.StartTime;
  const save = useMutation({
    mutationFn: () =>
      challengeAdminApi.save({
        ...values,
        ArtworkId: values.ArtworkId?.trim() || null,
        ...(initial ? { ChallengeId: initial.ChallengeId } : {}),
      }),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: challengeAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['challenges'] });
      showSuccess(t('adminChallenges.saved'));
      if (!initial)
        void navigate(`/admin/challenge/${res.Challenge.ChallengeId}`, { replace: true });
    },
    onError: (error) => showApiError(error),
  });
  const submit = () => {
    setTried(true);
    if (!filled(values.Title) || !filled(values.Prompt) || !windowOk) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    save.mutate();
  };
  const options = (ids: readonly string[], key: (id: string) => string) =>
    ids.map((id) => ({ value: id, label: t(key(id)) }));
  return (
    <Stack gap="lg">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="admin-challenge-form"
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Select
              label={t('adminChallenges.type')}
              data={options(challengeKinds, (k) => `challenges.kind.${k}`)}
              value={values.Type}
              allowDeselect={false}
              onChange={(v) => v && set('Type', v as ChallengeFields['Type'])}
              data-testid="admin-challenge-type"
            />
            <Select
              label={t('adminChallenges.format')}
              data={options(bookTypes, (k) => `formats.${k}.name`)}
              value={values.Subtype}
              allowDeselect={false}
              onChange={(v) => v && set('Subtype', v as ChallengeFields['Subtype'])}
              data-testid="admin-challenge-format"
            />
            <Select
              label={t('adminChallenges.ageLevel')}
              data={ageGroups.map((g) => ({
                value: g.id,
                label: g.id === 'all' ? t('challenges.all') : g.id,
              }))}
              value={values.AgeLevel}
              allowDeselect={false}
              onChange={(v) => v && set('AgeLevel', v)}
            />
            <TextInput
              type="date"
              label={t('adminChallenges.start')}
              value={values.StartTime}
              onChange={(e) => set('StartTime', e.currentTarget.value)}
              required
              data-testid="admin-challenge-start"
            />
            <TextInput
              type="date"
              label={t('adminChallenges.end')}
              value={values.EndTime}
              onChange={(e) => set('EndTime', e.currentTarget.value)}
              error={tried && !windowOk ? t('adminChallenges.endAfterStart') : undefined}
              required
              data-testid="admin-challenge-end"
            />
            <TextInput
              label={t('adminChallenges.artwork')}
              description={t('adminChallenges.artworkHint')}
              value={values.ArtworkId ?? ''}
              onChange={(e) => set('ArtworkId', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group gap="lg" wrap="wrap">
            <Checkbox
              label={t('adminChallenges.starter')}
              checked={values.Starter}
              onChange={(e) => set('Starter', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('adminChallenges.paidOnly')}
              checked={values.PaidOnly}
              onChange={(e) => set('PaidOnly', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('adminChallenges.published')}
              description={t('adminChallenges.publishedHint')}
              checked={values.Published}
              onChange={(e) => set('Published', e.currentTarget.checked)}
              data-testid="admin-challenge-published"
            />
          </Group>
          <Text3Fields
            label={t('adminChallenges.challengeTitle')}
            value={values.Title}
            onChange={(v) => set('Title', v)}
            error={tried}
            testId="admin-challenge-title"
          />
          <Text3Fields
            label={t('adminChallenges.prompt')}
            value={values.Prompt}
            onChange={(v) => set('Prompt', v)}
            multiline
            error={tried}
            testId="admin-challenge-prompt"
          />
          <Group justify="flex-end">
            <Button component={Link} to="/admin/challenges" variant="default">
              {t('adminChallenges.back')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="admin-challenge-save">
              {t('adminChallenges.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Preview values={values} />
      {initial ? <Entries challengeId={initial.ChallengeId} entries={entries} /> : null}
    </Stack>
  );
}

/**
 * /admin/challenge/{challengeId?} (admins): one challenge written in zh, en and es with its
 * window, format, age level and access, a preview as /challenge shows it, and its entries to
 * feature. Without an id: a new challenge (saved as a draft until published).
 */
export function ChallengeEditorPage() {
  const { t } = useTranslation();
  const { challengeId } = useParams();
  const one = useQuery({
    queryKey: challengeAdminKeys.one(challengeId ?? ''),
    queryFn: ({ signal }) => challengeAdminApi.get(challengeId as string, signal),
    enabled: Boolean(challengeId),
  });
  let body: React.ReactNode;
  if (!challengeId) body = <Editor initial={null} entries={[]} />;
  else if (one.isPending) body = <Loader aria-label={t('adminConsole.loading')} />;
  else if (one.isError)
    body = needsSecondFactor(one.error) ? (
      <SecondFactorNotice error={one.error} />
    ) : (
      <ErrorState error={one.error} onRetry={() => void one.refetch()} />
    );
  else
    body = (
      <>
        {one.data.Challenge.Published ? null : (
          <Alert color="orange" data-testid="admin-challenge-draft-note">
            {t('adminChallenges.draftNote')}
          </Alert>
        )}
        <Editor
          key={one.data.Challenge.ChallengeId}
          initial={one.data.Challenge}
          entries={one.data.Entries}
        />
      </>
    );
  return (
    <AdminScreen
      testId="admin-challenge"
      title={challengeId ? t('adminChallenges.editTitle') : t('adminChallenges.newTitle')}
      lead={t('adminChallenges.editLead')}
      size="xl"
    >
      {body}
    </AdminScreen>
  );
}
