import {
  Alert,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  commonPoemWords,
  drawStoryStarter,
  type InterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  poemWordBank,
  type StoryStarter,
} from '@storyloom/domain';
import { IconArrowsShuffle, IconCopy, IconPencilPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { artApi, artKeys } from '../../../api/art';
import { showSuccess } from '../../../api/client';
import yarnArt from '../../../assets/yarn-ball.svg';
import { ArtBand } from '../../../components/ArtStates';
import { languageLabels } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import classes from './Write.module.css';

/**
 * Punctuation and word-ending tiles ("s", "ing") belong to the poetry editor's tiles, not to a
 * list of words to borrow.
 */
const endingTiles = new Set(['s', 'es', 'ing', 'ed', 'ly']);
const isWord = (word: string) => /[\p{L}\p{N}]/u.test(word) && !endingTiles.has(word);

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LanguageChoice({
  value,
  onChange,
  label,
}: {
  value: InterfaceLanguage;
  onChange: (language: InterfaceLanguage) => void;
  label: string;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={(next) => {
        if (isInterfaceLanguage(next)) onChange(next);
      }}
      data={interfaceLanguages.map((language) => ({
        value: language,
        label: languageLabels[language],
      }))}
    />
  );
}

/** A story starter, drawn at random (never the same twice in a row), ready to copy. */
function StoryStarters({ language }: { language: InterfaceLanguage }) {
  const { t } = useTranslation();
  const [starter, setStarter] = useState<StoryStarter>(() => drawStoryStarter(Math.random));
  const [copyFailed, setCopyFailed] = useState(false);
  const text = starter.text[language];
  return (
    <section className={classes.starter} aria-labelledby="starter-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="starter-title">
          {t('tools.starters.title')}
        </Title>
        <Text c="dimmed">{t('tools.starters.lead')}</Text>
        <Text
          className={classes.starterText}
          lang={language === 'zh' ? 'zh-CN' : language}
          aria-live="polite"
          data-testid="story-starter"
          data-starter-id={starter.id}
        >
          {text}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
            onClick={() => {
              setCopyFailed(false);
              setStarter((current) => drawStoryStarter(Math.random, current.id));
            }}
          >
            {t('tools.starters.another')}
          </Button>
          <Button
            variant="outline"
            color="ink.8"
            leftSection={<IconCopy size={18} aria-hidden="true" />}
            onClick={async () => {
              const copied = await copyText(text);
              setCopyFailed(!copied);
              if (copied) showSuccess(t('tools.copied'));
            }}
          >
            {t('tools.starters.copy')}
          </Button>
          <Button
            component={Link}
            to="/get-start"
            variant="subtle"
            leftSection={<IconPencilPlus size={18} aria-hidden="true" />}
          >
            {t('tools.starters.write')}
          </Button>
        </Group>
        {copyFailed ? (
          <Alert color="sun" c="ink.9" role="status">
            {t('tools.copyFailed')}
          </Alert>
        ) : null}
      </Stack>
    </section>
  );
}

function WordList({ words, label }: { words: readonly string[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.words} aria-label={label}>
      {words.map((word) => (
        <li key={word}>
          <button
            type="button"
            className={classes.word}
            aria-label={t('tools.words.copyWord', { word })}
            onClick={async () => {
              if (await copyText(word)) showSuccess(t('tools.copiedWord', { word }));
            }}
          >
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The word bank: words from the gallery's most used tags in the chosen language (what the art
 * shows) and the everyday words the poetry editor's word tiles offer (domain `poemWordBank`).
 */
function WordBank({ language }: { language: InterfaceLanguage }) {
  const { t } = useTranslation();
  const tags = useQuery({
    queryKey: artKeys.tags(language, 'gallery'),
    queryFn: ({ signal }) => artApi.tags(language, { library: 'gallery', limit: 40 }, signal),
  });
  const common = commonPoemWords[language].filter(isWord);
  const commonSet = new Set(common.map((w) => w.toLowerCase()));
  const bank = poemWordBank(
    (tags.data ?? []).map((tag) => tag.Tag),
    language,
  ).filter(isWord);
  const fromArt = bank.filter((word) => !commonSet.has(word.toLowerCase()));
  return (
    <section className={classes.panel} aria-labelledby="words-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="words-title">
          {t('tools.words.title')}
        </Title>
        <Text c="dimmed">{t('tools.words.lead')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('tools.words.fromArt')}
            </Title>
            {tags.isPending ? (
              <Group gap={8} role="status" aria-label={t('tools.words.loading')}>
                {[60, 80, 50, 90, 70, 55].map((w) => (
                  <Skeleton key={w} height={40} width={w} radius="md" />
                ))}
              </Group>
            ) : fromArt.length ? (
              <WordList words={fromArt} label={t('tools.words.fromArt')} />
            ) : (
              <Text c="dimmed">{t('tools.words.noArtWords')}</Text>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('tools.words.everyday')}
            </Title>
            <WordList words={common} label={t('tools.words.everyday')} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </section>
  );
}

/** /yourstuff-tools: writing helpers, a story starter and a word bank, in any language. */
export function ToolsPage() {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<InterfaceLanguage>(
    isInterfaceLanguage(i18n.language) ? i18n.language : 'en',
  );
  return (
    <>
      <ArtBand
        eyebrow={t('tools.eyebrow')}
        title={t('tools.title')}
        lead={t('tools.lead')}
        art={yarnArt}
        tone="meadow"
        titleId="tools-title"
      />
      <Container size="xl" w="100%" py={{ base: 20, sm: 32 }}>
        <Stack gap="xl">
          <Group gap="sm" align="center">
            <Text fw={700} id="tools-language">
              {t('tools.language')}
            </Text>
            <LanguageChoice value={language} onChange={setLanguage} label={t('tools.language')} />
          </Group>
          <StoryStarters language={language} />
          <WordBank language={language} />
          <section className={classes.panel} aria-labelledby="fix-coord-title">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h3" id="fix-coord-title">
                {t('tools.fixCoord.title')}
              </Title>
              <Text c="dimmed">{t('tools.fixCoord.lead')}</Text>
              <Button component={Link} to="/fix-coord" variant="outline" color="ink.8">
                {t('tools.fixCoord.open')}
              </Button>
            </Stack>
          </section>
        </Stack>
      </Container>
    </>
  );
}
