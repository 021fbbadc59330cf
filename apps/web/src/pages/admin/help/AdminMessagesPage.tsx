import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { helpLimits } from '@storyloom/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError, showSuccess } from '../../../api/client';
import type { TFunction } from '../../../i18n/react';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminPager, AdminScreen } from '../console/AdminScreen';
import { helpAdminApi, helpAdminKeys, pageSize, type SupportMessage } from './api';
import { shortDate } from './shared';

type StateFilter = 'all' | 'new' | 'replied';

/** What a message is about: a contact message's subject, or where feedback came from. */
function headline(message: SupportMessage, t: TFunction) {
  return message.Kind === 'contact'
    ? message.Subject
    : t('adminConsole.messages.feedbackFrom', { source: message.Source || 'general' });
}

function StateBadge({ state }: { state: SupportMessage['State'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant={state === 'new' ? 'filled' : 'light'}
      color={state === 'new' ? 'ember.8' : 'teal'}
      radius="sm"
      data-testid="message-state"
    >
      {t(`adminConsole.messages.state.${state}`)}
    </Badge>
  );
}

function sender(message: SupportMessage, t: TFunction) {
  const who = message.Name || t('adminConsole.messages.noName');
  const parts = [who, message.Email, message.Username ? `@${message.Username}` : ''];
  return parts.filter(Boolean).join(' · ');
}

function MessageView({ message, onClose }: { message: SupportMessage; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [shown, setShown] = useState(message);
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => helpAdminApi.reply(shown.MessageId, reply.trim()),
    onSuccess: (result) => {
      if (result.Message) setShown(result.Message);
      setReply('');
      void queryClient.invalidateQueries({ queryKey: helpAdminKeys.allMessages });
      showSuccess(t('adminConsole.messages.sent'));
    },
    onError: (e) => showApiError(e),
  });
  const submit = () => {
    const text = reply.trim();
    const found = !text
      ? t('adminConsole.help.required')
      : text.length > helpLimits.reply
        ? t('adminConsole.help.tooLong')
        : null;
    setError(found);
    if (!found) send.mutate();
    else document.querySelector<HTMLElement>('[data-testid="reply-text"]')?.focus();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={headline(shown, t)}
      size="lg"
      radius="lg"
      fullScreen={phone}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md" data-testid="message-view">
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" radius="sm">
            {t(`adminConsole.messages.kind.${shown.Kind}`)}
          </Badge>
          <StateBadge state={shown.State} />
          <Text size="sm" c="dimmed">
            {shortDate(shown.CreatedAt, i18n.language)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('adminConsole.messages.from')}: {sender(shown, t)}
        </Text>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={shown.Language}>
            {shown.Message}
          </Text>
        </Paper>
        {shown.Reply ? (
          <Stack gap={4} data-testid="message-reply">
            <Text fw={700}>
              {t('adminConsole.messages.repliedOn', {
                date: shortDate(shown.RepliedAt, i18n.language),
              })}
            </Text>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{shown.Reply}</Text>
          </Stack>
        ) : null}
        {!shown.Email ? (
          <Alert color="gray" variant="light">
            {t('adminConsole.messages.noEmail')}
          </Alert>
        ) : shown.State === 'new' ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm">
              <Textarea
                label={t('adminConsole.messages.replyLabel', { email: shown.Email })}
                description={t('adminConsole.messages.replyHint')}
                value={reply}
                error={error}
                onChange={(e) => setReply(e.currentTarget.value)}
                rows={4}
                resize="vertical"
                data-testid="reply-text"
                data-autofocus
                required
              />
              <Group justify="flex-end">
                <Button type="submit" loading={send.isPending} data-testid="reply-send">
                  {t('adminConsole.messages.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Modal>
  );
}

/**
 * /admin/messages (admins): the support inbox, contact and feedback messages newest first,
 * paged; one opens in full and is answered by email (the server sends it through the outbox)
 * and then shows as replied.
 */
export function AdminMessagesPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const [open, setOpen] = useState<SupportMessage | null>(null);
  const list = useQuery({
    queryKey: helpAdminKeys.messages(page, state),
    queryFn: ({ signal }) => helpAdminApi.messages(page, state, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminScreen
      testId="admin-messages"
      title={t('adminConsole.messages.title')}
      lead={t('adminConsole.messages.lead')}
    >
      <SegmentedControl
        aria-label={t('adminConsole.messages.filter')}
        value={state}
        onChange={(v) => {
          setState(v as StateFilter);
          setPage(1);
        }}
        data={(['all', 'new', 'replied'] as const).map((s) => ({
          value: s,
          label: t(`adminConsole.messages.filters.${s}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <AdminLoad
        query={list}
        isEmpty={(data) => data.List.length === 0}
        empty={{
          title: t('adminConsole.messages.emptyTitle'),
          body: t('adminConsole.messages.emptyBody'),
          testId: 'admin-messages-empty',
        }}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.List.map((m) => (
              <Paper
                component="li"
                key={m.MessageId}
                withBorder
                radius="md"
                p="md"
                data-testid="message-row"
              >
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="outline" radius="sm">
                        {t(`adminConsole.messages.kind.${m.Kind}`)}
                      </Badge>
                      <StateBadge state={m.State} />
                      <Text size="xs" c="dimmed">
                        {shortDate(m.CreatedAt, i18n.language)}
                      </Text>
                    </Group>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {headline(m, t)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {sender(m, t)}
                    </Text>
                    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {m.Message}
                    </Text>
                  </Stack>
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => setOpen(m)}
                    aria-label={t('adminConsole.messages.openNamed', { name: headline(m, t) })}
                  >
                    {m.State === 'new' && m.Email
                      ? t('adminConsole.messages.openReply')
                      : t('adminConsole.messages.open')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </AdminLoad>
      <AdminPager total={list.data?.Total} pageSize={pageSize} page={page} onChange={setPage} />
      {open ? (
        <MessageView key={open.MessageId} message={open} onClose={() => setOpen(null)} />
      ) : null}
    </AdminScreen>
  );
}
