import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ArtworkStatus,
  artworkTextLimits,
  comicAssetKinds,
  tagRules,
} from '@storyloom/domain';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type Artwork, artApi, artKeys } from '../../../api/art';
import {
  type ArtworkEditValues,
  artworkEditSchema,
  formText,
  tagList,
} from '../../../api/art-schemas';
import { apiErrorMessage, showApiError, showSuccess } from '../../../api/client';
import { showConfirm } from '../../../components/alert-dialog';
import { StatusBadge } from '../../../components/art/ArtworkGrid';
import frame from '../../../components/PageFrame.module.css';
import { useTranslation } from '../../../i18n/react';
import { galleryBookTypes } from '../ArtworkBrowsePage';
import classes from '../components/Art.module.css';

function valuesOf(artwork: Artwork): ArtworkEditValues {
  return {
    title: artwork.Title,
    description: artwork.Description,
    tagsEn: artwork.Tags.en.join(', '),
    tagsZh: artwork.Tags.zh.join(', '),
    tagsEs: artwork.Tags.es.join(', '),
    library: artwork.Library,
    bookTypes: artwork.Library === 'gallery' ? artwork.BookTypes.filter((b) => b !== 'comic') : [],
    kind: artwork.ComicKind,
    forSale: artwork.ForSale,
  };
}

export const studioFor = (artwork: Pick<Artwork, 'Library'>) =>
  artwork.Library === 'comic' ? '/yourstuff-comic-artwork' : '/yourstuff-artshop';

/** What the review state means for the artist, in one friendly sentence. */
function StatusNote({
  status,
  reason,
}: {
  status: ArtworkStatus;
  reason: string | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="status-note">
      <Group gap="xs">
        <StatusBadge status={status} />
      </Group>
      <Text size="sm">{t(`art.edit.statusNote.${status}`)}</Text>
      {status === 'rejected' && reason ? (
        <Alert color="ember" variant="light" radius="md" title={t('art.edit.reasonTitle')}>
          <Text size="sm">{reason}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

export function EditForm({ artwork, isNew }: { artwork: Artwork; isNew: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ArtworkEditValues>({
    resolver: zodResolver(artworkEditSchema),
    defaultValues: valuesOf(artwork),
  });
  useEffect(() => {
    form.reset(valuesOf(artwork));
  }, [artwork, form]);
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: (values: ArtworkEditValues) =>
      artApi.updateArtwork(artwork.ArtworkId, {
        Title: values.title.trim(),
        Description: values.description.trim(),
        TagsEn: tagList(values.tagsEn),
        TagsZh: tagList(values.tagsZh),
        TagsEs: tagList(values.tagsEs),
        ...(artwork.Library === 'gallery' ? { BookTypes: values.bookTypes } : {}),
        ForSale: values.forSale,
        ...(artwork.Library === 'comic' && values.kind ? { Kind: values.kind } : {}),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(artKeys.artwork(saved.ArtworkId), saved);
      void queryClient.invalidateQueries({ queryKey: artKeys.all });
      showSuccess(
        saved.Status === 'pending' && artwork.Status === 'rejected'
          ? t('art.edit.savedResent')
          : t('art.edit.saved'),
      );
    },
  });

  const remove = useMutation({
    mutationFn: () => artApi.deleteArtwork(artwork.ArtworkId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: artKeys.all });
      showSuccess(t('art.edit.deleted'));
      void navigate(studioFor(artwork), { replace: true });
    },
    onError: showApiError,
  });

  const confirmDelete = async () => {
    const ok = await showConfirm({
      title: t('art.edit.deleteTitle'),
      message: t('art.edit.deleteMessage', { title: artwork.Title }),
      confirmLabel: t('art.edit.deleteConfirm'),
      cancelLabel: t('art.edit.keep'),
      danger: true,
    });
    if (ok) remove.mutate();
  };

  const status = artwork.Status ?? 'pending';
  return (
    <div className={classes.editLayout}>
      <div className={`${frame.card} ${classes.editPreview}`}>
        <img
          src={artwork.Image.Url}
          alt={artwork.Title}
          width={artwork.Image.Width}
          height={artwork.Image.Height}
          className={classes.previewImage}
        />
        <Stack gap="sm" mt="md">
          <StatusNote status={status} reason={artwork.RejectReason} />
          {status === 'approved' ? (
            <Anchor
              component={Link}
              to={`/artwork-book/all/${encodeURIComponent(artwork.ArtworkId)}`}
              fw={700}
            >
              {t('art.edit.viewPublic')}
            </Anchor>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('art.edit.size', { width: artwork.Image.Width, height: artwork.Image.Height })}
          </Text>
        </Stack>
      </div>
      <form
        className={frame.card}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        noValidate
        aria-labelledby="edit-form-title"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="edit-form-title" className={classes.sectionTitle}>
            {t('art.edit.formTitle')}
          </Title>
          {isNew ? (
            <Alert
              color="meadow"
              variant="light"
              radius="md"
              icon={<IconCheck aria-hidden="true" />}
              role="status"
              data-testid="upload-done"
            >
              {t('art.edit.newNote')}
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert
              color="red"
              variant="light"
              radius="md"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
              data-testid="form-alert"
            >
              <Text fw={700}>{apiErrorMessage(save.error)}</Text>
            </Alert>
          ) : null}
          <TextInput
            label={t('art.form.title')}
            required
            maxLength={artworkTextLimits.title}
            {...form.register('title')}
            error={formText(t, errors.title?.message)}
          />
          <Textarea
            label={t('art.form.description')}
            description={t('art.form.descriptionHint')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={artworkTextLimits.description}
            {...form.register('description')}
            error={formText(t, errors.description?.message)}
          />
          <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <legend>
              <Text fw={800} c="ink.9">
                {t('art.form.tags')}
              </Text>
            </legend>
            <Text size="sm" c="dimmed" mb="xs">
              {t('art.form.tagsHint', { maxTags: tagRules.maxPerLanguage })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('art.form.tagsEn')}
                placeholder="fox, moon, river"
                lang="en"
                {...form.register('tagsEn')}
                error={formText(t, errors.tagsEn?.message)}
              />
              <TextInput
                label={t('art.form.tagsZh')}
                placeholder="狐狸，月亮，河流"
                lang="zh-CN"
                {...form.register('tagsZh')}
                error={formText(t, errors.tagsZh?.message)}
              />
              <TextInput
                label={t('art.form.tagsEs')}
                placeholder="zorro, luna, río"
                lang="es"
                {...form.register('tagsEs')}
                error={formText(t, errors.tagsEs?.message)}
              />
            </SimpleGrid>
          </fieldset>
          {artwork.Library === 'gallery' ? (
            <Controller
              control={form.control}
              name="bookTypes"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('art.form.bookTypes')}
                  description={t('art.form.bookTypesHint')}
                  value={field.value}
                  onChange={field.onChange}
                  error={formText(t, errors.bookTypes?.message)}
                >
                  <Group mt="xs" gap="md">
                    {galleryBookTypes.map((type) => (
                      <Checkbox key={type} value={type} label={t(`art.bookTypes.${type}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Select
                  label={t('art.form.kind')}
                  data={comicAssetKinds.map((kind) => ({
                    value: kind,
                    label: t(`art.kinds.${kind}`),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  allowDeselect={false}
                  maw={280}
                  error={formText(t, errors.kind?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          {/* Decision 061: prints are set up in the art shop (sizes, prices, on or off), not here. */}
          <Text size="sm" data-testid="artwork-sell-in-shop">
            {t('art.form.sellInShop')}{' '}
            <Anchor component={Link} to="/yourstuff-artshop">
              {t('art.form.sellInShopLink')}
            </Anchor>
          </Text>
          <Group justify="space-between" mt="sm">
            <Button
              type="submit"
              size="md"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {t('art.edit.save')}
            </Button>
            <Button
              variant="subtle"
              color="red.8"
              onClick={() => void confirmDelete()}
              loading={remove.isPending}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
            >
              {t('art.edit.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </div>
  );
}
