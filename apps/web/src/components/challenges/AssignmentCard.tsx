import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { artApi, artKeys } from '../../api/art';
import { challengeApi } from '../../api/challenges';
import type { Assignment } from '../../api/classes';
import { showApiError } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { useInterfaceLanguage } from '../../i18n/useInterfaceLanguage';

/** The challenge's picture, the one its editor starts with; nothing while it loads or if gone. */
function ChallengePicture({ artworkId, title }: { artworkId: string; title: string }) {
  const { t } = useTranslation();
  const art = useQuery({
    queryKey: artKeys.artwork(artworkId),
    queryFn: ({ signal }) => artApi.getArtwork(artworkId, signal),
    staleTime: 10 * 60_000,
  });
  if (!art.data) return null;
  return (
    <Image
      src={art.data.Image.ThumbUrl}
      alt={t('classes.assignments.challengeArt', { title })}
      h={140}
      w={{ base: '100%', xs: 200 }}
      fit="cover"
      radius="md"
      loading="lazy"
      data-testid="assignment-challenge-art"
    />
  );
}

/**
 * One class assignment (decision 059): its title, the teacher's prompt or note and due date; an
 * assigned challenge adds its prompt and picture, and for a student (`canStart`) the button that
 * starts it in its editor (the challenges' own start call, as /challenge does).
 */
export function AssignmentCard({ a, canStart }: { a: Assignment; canStart: boolean }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const navigate = useNavigate();
  const c = a.Challenge;
  const start = useMutation({
    mutationFn: () => challengeApi.start(c?.ChallengeId ?? '', language),
    onSuccess: (res) => navigate(res.EditorPath),
    onError: showApiError,
  });
  return (
    <Card withBorder data-testid="assignment" data-challenge={c?.ChallengeId}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {a.Title}
          </Text>
          {c ? (
            <Badge variant="light" color="grape">
              {t('classes.assignments.challengeBadge')}
            </Badge>
          ) : null}
        </Group>
        {c ? (
          <Group align="flex-start" gap="md" wrap="wrap">
            {c.ArtworkId ? <ChallengePicture artworkId={c.ArtworkId} title={c.Title} /> : null}
            <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {/* The challenge's own title where the assignment is called otherwise. */}
                {a.Title !== c.Title ? `${c.Title} · ` : ''}
                {t(`formats.${c.Subtype}.name`, { defaultValue: c.Subtype })}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="assignment-challenge-prompt">
                {c.Prompt}
              </Text>
            </Stack>
          </Group>
        ) : null}
        {a.Prompt ? <Text style={{ whiteSpace: 'pre-wrap' }}>{a.Prompt}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('classes.assignments.dueOn', { date: a.DueTime })}
        </Text>
        {c && canStart && c.Time === 'current' ? (
          <Button
            w="fit-content"
            onClick={() => start.mutate()}
            loading={start.isPending}
            data-testid="assignment-start-challenge"
          >
            {t('classes.assignments.startChallenge')}
          </Button>
        ) : null}
        {c && !canStart ? (
          <Button component={Link} to={c.Path} variant="subtle" size="xs" w="fit-content" px={0}>
            {t('classes.assignments.openChallenge')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
