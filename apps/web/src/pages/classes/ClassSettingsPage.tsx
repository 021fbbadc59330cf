import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { classGrades, translateMessage } from '@storyloom/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ClassView, classesApi, classKeys } from '../../api/classes';
import { apiErrorMessage, clientLanguage, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { ClassFrame } from './shared';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['classes'] });
    void sessionStore.refreshClasses(true);
  };
}

/** Name, grade, end date and the two permissions (SPEC §6 "Class settings"). */
function Details({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [name, setName] = useState(klass.Name);
  const [grade, setGrade] = useState<string | null>(klass.Grade);
  const [endDate, setEndDate] = useState(klass.EndTime.slice(0, 10));
  const [readOthers, setReadOthers] = useState(klass.ReadOtherBook !== 0);
  const [publish, setPublish] = useState(klass.PublicBook !== 0);
  const save = useMutation({
    mutationFn: () =>
      classesApi.update({
        OpenId: klass.OpenId,
        Name: name.trim(),
        Grade: grade ?? klass.Grade,
        EndTime: endDate,
        ReadOtherBook: readOthers ? 1 : 0,
        PublicBook: publish ? 1 : 0,
      }),
    onSuccess: () => {
      showSuccess(t('classes.settings.saved'));
      refresh();
    },
  });
  return (
    <form
      aria-label={t('classes.settings.details')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('classes.settings.details')}
        </Title>
        <TextInput
          label={t('classes.wizard.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={80}
          required
        />
        <Select
          label={t('classes.wizard.grade')}
          data={classGrades.map((g) => ({ value: g, label: t(`classes.grades.${g}`) }))}
          value={grade}
          onChange={setGrade}
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={t('classes.settings.endDate')}
          description={t('classes.settings.endHint')}
          value={endDate}
          onChange={(e) => setEndDate(e.currentTarget.value)}
        />
        <Switch
          checked={readOthers}
          onChange={(e) => setReadOthers(e.currentTarget.checked)}
          label={t('classes.settings.readOthers')}
        />
        <Switch
          checked={publish}
          onChange={(e) => setPublish(e.currentTarget.checked)}
          label={t('classes.settings.publish')}
        />
        {save.isError ? (
          <Alert color="ember" role="alert">
            {apiErrorMessage(save.error)}
          </Alert>
        ) : null}
        <Button type="submit" w="fit-content" loading={save.isPending} disabled={!name.trim()}>
          {t('classes.settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** The class code and a new one (the old one stops working). */
function Code({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const regenerate = useMutation({
    mutationFn: () => classesApi.regenerateCode(klass.OpenId),
    onSuccess: () => {
      showSuccess(translateMessage('generateSuccess', clientLanguage()));
      refresh();
    },
  });
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('classes.code')}
      </Title>
      <Text data-testid="settings-code">
        <strong>{klass.Passcode}</strong>
      </Text>
      <Text size="sm" c="dimmed">
        {t('classes.settings.codeHint')}
      </Text>
      {regenerate.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(regenerate.error)}
        </Alert>
      ) : null}
      <Button
        variant="light"
        w="fit-content"
        onClick={() => regenerate.mutate()}
        loading={regenerate.isPending}
      >
        {t('classes.settings.regenerate')}
      </Button>
    </Stack>
  );
}

/** Leave the class; the primary teacher hands it over to a co-teacher first. */
function Leave({ klass }: { klass: ClassView }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [next, setNext] = useState<string | null>(null);
  const primary = klass.Role === 'PRIMARY';
  const roster = useQuery({
    queryKey: classKeys.roster(klass.OpenId),
    queryFn: () => classesApi.roster(klass.OpenId),
    enabled: primary,
  });
  const coTeachers = (roster.data ?? []).filter((r) => r.Role === 'TEACHER');
  const handOver = useMutation({
    mutationFn: () => classesApi.handOver(klass.OpenId, next ?? ''),
    onSuccess: () => {
      showSuccess(t('classes.settings.handedOver'));
      refresh();
    },
  });
  const leave = useMutation({
    mutationFn: () => classesApi.leave(klass.OpenId),
    onSuccess: () => {
      refresh();
      void navigate('/class-list');
    },
  });
  const failure = handOver.error ?? leave.error;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('classes.settings.leaveTitle')}
      </Title>
      {primary ? (
        <>
          <Text size="sm">{t('classes.settings.handOverHint')}</Text>
          {roster.isSuccess && coTeachers.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="no-co-teacher">
              {t('classes.settings.noCoTeacher')}
            </Text>
          ) : null}
          {coTeachers.length > 0 ? (
            <Group align="flex-end" gap="xs">
              <Select
                label={t('classes.settings.handOverTo')}
                data={coTeachers.map((c) => ({ value: c.Uid, label: c.Username }))}
                value={next}
                onChange={setNext}
              />
              <Button
                variant="light"
                disabled={!next}
                loading={handOver.isPending}
                onClick={() => handOver.mutate()}
              >
                {t('classes.settings.handOver')}
              </Button>
            </Group>
          ) : null}
        </>
      ) : (
        <Button
          color="ember"
          variant="light"
          w="fit-content"
          loading={leave.isPending}
          onClick={() => {
            if (window.confirm(t('classes.settings.leaveConfirm'))) leave.mutate();
          }}
        >
          {t('classes.settings.leave')}
        </Button>
      )}
      {failure ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(failure)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** /class-settings/{id?}: name, grade, end date, code, permissions, leave (issue 18). */
export function ClassSettingsPage() {
  return (
    <Container size="lg" w="100%" py={{ base: 20, sm: 40 }}>
      <ClassFrame>
        {(klass) => (
          <Stack gap="lg" key={`${klass.OpenId}:${klass.Passcode}`}>
            <Card withBorder radius="md">
              <Details klass={klass} />
            </Card>
            <Card withBorder radius="md">
              <Code klass={klass} />
            </Card>
            <Card withBorder radius="md">
              <Leave klass={klass} />
            </Card>
          </Stack>
        )}
      </ClassFrame>
    </Container>
  );
}
