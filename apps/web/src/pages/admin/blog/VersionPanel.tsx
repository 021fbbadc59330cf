import {
  Button,
  Group,
  Image,
  Input,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type InterfaceLanguage, richTextToHtml } from '@storyloom/domain';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { artApi } from '../../../api/art';
import blogClasses from '../../../components/blog/BlogArticle.module.css';
import { ArtPicker } from '../../../components/rich-text/ArtPicker';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor';
import { domainDocFromEditor } from '../../../components/rich-text/tiptap-doc';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import type { FormErrors, Version } from './form';
import { bodyText, titleMax } from './form';

const excerptLength = 240;

/** The post as /blogentry will show it (the domain's safe renderer, as the server uses). */
function Preview({ language, version }: { language: InterfaceLanguage; version: Version }) {
  const { t } = useTranslation();
  const html = richTextToHtml(version.body, { imageUrl: () => null });
  const text = bodyText(version.body).replace(/\s+/g, ' ');
  const excerpt = text.length > excerptLength ? `${text.slice(0, excerptLength - 1)}…` : text;
  return (
    <section aria-label={t('adminBlog.preview')} data-testid="post-preview">
      <Text size="sm" fw={600} mb={4}>
        {t('adminBlog.previewCard')}
      </Text>
      <Text size="sm" c="dimmed" mb="md" lang={language}>
        {excerpt || t('adminBlog.previewEmpty')}
      </Text>
      <article className={blogClasses.article} lang={language}>
        <Title order={2} className={blogClasses.postTitle}>
          {version.title || t('adminBlog.untitled')}
        </Title>
        {version.cover ? (
          <img src={version.cover.Url} alt="" className={blogClasses.postCover} />
        ) : null}
        <div
          className={blogClasses.prose}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: made by the domain's safe RichTextDoc renderer (richTextToHtml), which escapes every text, as the server does for /blogentry.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
    </section>
  );
}

/** One language's version of a post: title, cover, body (or its preview). */
export function VersionPanel({
  language,
  version,
  errors,
  onChange,
}: {
  language: InterfaceLanguage;
  version: Version;
  errors: FormErrors['versions'][InterfaceLanguage];
  onChange: (change: Partial<Version>) => void;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [picking, setPicking] = useState(false);
  const [bodyProblem, setBodyProblem] = useState(false);
  const art = useQuery({
    queryKey: ['blog-admin', 'cover-art'],
    queryFn: ({ signal }) => artApi.browse({}, null, signal, 48),
    enabled: picking,
    staleTime: 60_000,
  });
  const name = languageLabels[language];
  const bodyId = `post-body-${language}`;
  const bodyError = errors?.body
    ? t(errors.body)
    : bodyProblem
      ? t('adminBlog.errors.bodyInvalid')
      : null;

  return (
    <Stack gap="md" lang={language}>
      <TextInput
        label={t('adminBlog.fields.title', { language: name })}
        value={version.title}
        maxLength={titleMax}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={errors?.title ? t(errors.title, { max: titleMax }) : null}
        data-testid={`post-title-${language}`}
      />
      <Input.Wrapper
        label={t('adminBlog.fields.cover')}
        description={t('adminBlog.fields.coverHint')}
        error={errors?.cover ? t(errors.cover) : null}
      >
        <Group gap="sm" mt={6} wrap="wrap">
          {version.cover ? (
            <Image
              src={version.cover.ThumbUrl}
              alt={t('adminBlog.fields.coverChosen')}
              w={96}
              h={72}
              radius="md"
              fit="cover"
            />
          ) : null}
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPhoto size={16} aria-hidden="true" />}
            onClick={() => setPicking(true)}
          >
            {version.cover ? t('adminBlog.fields.coverChange') : t('adminBlog.fields.coverChoose')}
          </Button>
          {version.cover ? (
            <Button
              variant="subtle"
              color="ink.8"
              size="xs"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => onChange({ cover: null })}
            >
              {t('adminBlog.fields.coverRemove')}
            </Button>
          ) : null}
        </Group>
      </Input.Wrapper>
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value === 'preview' ? 'preview' : 'write')}
        data={[
          { value: 'write', label: t('adminBlog.write') },
          { value: 'preview', label: t('adminBlog.preview') },
        ]}
        aria-label={t('adminBlog.modeLabel')}
        w="fit-content"
      />
      {mode === 'preview' ? (
        <Preview language={language} version={version} />
      ) : (
        <Input.Wrapper
          id={bodyId}
          label={t('adminBlog.fields.body', { language: name })}
          error={bodyError}
          labelElement="div"
        >
          <div data-testid={`post-body-${language}`}>
            <RichTextEditor
              value={version.body}
              label={t('adminBlog.fields.body', { language: name })}
              placeholder={t('adminBlog.fields.bodyPlaceholder')}
              onChange={(json) => {
                const result = domainDocFromEditor(json, 'story');
                setBodyProblem(!result.ok);
                if (result.ok) onChange({ body: result.doc });
              }}
            />
          </div>
        </Input.Wrapper>
      )}
      <ArtPicker
        opened={picking}
        title={t('adminBlog.fields.coverPick')}
        artworks={art.data?.List ?? []}
        selectedId={version.cover?.ArtworkId ?? null}
        onClose={() => setPicking(false)}
        onPick={(artwork) => {
          onChange({
            cover: {
              ArtworkId: artwork.ArtworkId,
              Url: artwork.Image.Url,
              ThumbUrl: artwork.Image.ThumbUrl,
            },
          });
          setPicking(false);
        }}
      />
    </Stack>
  );
}
