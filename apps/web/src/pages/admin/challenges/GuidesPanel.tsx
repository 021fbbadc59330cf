import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  bookTypes,
  guideCategoryIds,
  guideGenres,
  type InterfaceLanguage,
} from '@storyloom/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showApiError } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';
import { type AdminGuide, challengeAdminApi, emptyText3, type Text3 } from './api';
import { EditModal, useSaved } from './EditModal';
import { filled, inLanguage, paragraphsToText3, Text3Fields, text3ToParagraphs } from './fields';

function GuideEditor({ guide, onClose }: { guide: AdminGuide | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useSaved();
  const [category, setCategory] = useState<number>(
    guide === 'new' ? (guideCategoryIds[0] ?? 0) : guide.Category,
  );
  const [format, setFormat] = useState<string>(guide === 'new' ? 'any' : (guide.Format ?? 'any'));
  const [genre, setGenre] = useState<string>(guide === 'new' ? 'any' : guide.Genre);
  const [title, setTitle] = useState<Text3>(guide === 'new' ? emptyText3() : guide.Title);
  const [text, setText] = useState<Text3>(
    guide === 'new' ? emptyText3() : paragraphsToText3(guide.Body),
  );
  const [tried, setTried] = useState(false);
  const body = text3ToParagraphs(text);
  const save = useMutation({
    mutationFn: () =>
      challengeAdminApi.guideSave({
        ...(guide === 'new' ? {} : { GuideId: guide.GuideId }),
        Category: category,
        Format: format === 'any' ? null : format,
        Genre: genre,
        Title: title,
        Body: body ?? [],
      }),
    onSuccess: () => {
      saved();
      onClose();
    },
    onError: (e) => showApiError(e),
  });
  return (
    <EditModal
      title={guide === 'new' ? t('adminChallenges.guides.new') : t('adminChallenges.guides.edit')}
      busy={save.isPending}
      onClose={onClose}
      testId="guide-editor"
      onSubmit={() => {
        setTried(true);
        if (filled(title) && body) save.mutate();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('adminChallenges.guides.category')}
          data={guideCategoryIds.map((id) => ({
            value: String(id),
            label: `${id} · ${t(`challenges.guideCategory.${id}`)}`,
          }))}
          value={String(category)}
          allowDeselect={false}
          onChange={(v) => v && setCategory(Number(v))}
          data-testid="guide-category"
        />
        <Select
          label={t('challenges.guides.format')}
          data={[
            { value: 'any', label: t('challenges.allFormats') },
            ...bookTypes.map((b) => ({ value: b, label: t(`formats.${b}.name`) })),
          ]}
          value={format}
          allowDeselect={false}
          onChange={(v) => v && setFormat(v)}
        />
        <Select
          label={t('challenges.guides.genre')}
          data={guideGenres.map((g) => ({
            value: g,
            label: g === 'any' ? t('challenges.guides.anyGenre') : t(`challenges.genre.${g}`),
          }))}
          value={genre}
          allowDeselect={false}
          onChange={(v) => v && setGenre(v)}
        />
      </SimpleGrid>
      <Text3Fields
        label={t('adminChallenges.fields.title')}
        value={title}
        onChange={setTitle}
        error={tried}
        testId="guide-title"
      />
      <Text3Fields
        label={t('adminChallenges.fields.paragraphs')}
        value={text}
        onChange={setText}
        multiline
        error={tried}
        testId="guide-body"
      />
      <Text size="sm" c={tried && !body ? 'red' : 'dimmed'}>
        {t('adminChallenges.fields.paragraphsHint')}
      </Text>
    </EditModal>
  );
}

/** The guides by category, each written in zh, en and es. */
export function GuidesPanel({
  guides,
  language,
}: {
  guides: AdminGuide[];
  language: InterfaceLanguage;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminGuide | 'new' | null>(null);
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setEditing('new')}
          data-testid="guide-new"
        >
          {t('adminChallenges.guides.new')}
        </Button>
      </Group>
      {guides.length === 0 ? <Text>{t('adminChallenges.guides.empty')}</Text> : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {guides.map((g) => (
          <Paper
            component="li"
            key={g.GuideId}
            withBorder
            radius="md"
            p="sm"
            data-testid="admin-guide"
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Badge variant="light">{`${g.Category} · ${t(`challenges.guideCategory.${g.Category}`)}`}</Badge>
                {g.Format ? <Badge variant="outline">{t(`formats.${g.Format}.name`)}</Badge> : null}
                <Text fw={600} lang={language} style={{ overflowWrap: 'anywhere' }}>
                  {inLanguage(g.Title, language)}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(g)}
                aria-label={t('adminChallenges.editNamed', { name: inLanguage(g.Title, language) })}
              >
                {t('adminChallenges.edit')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {editing ? (
        <GuideEditor
          key={editing === 'new' ? 'new' : editing.GuideId}
          guide={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
