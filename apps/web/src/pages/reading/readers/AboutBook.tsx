import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReaderBook } from '../../../api/reader';
import { htmlLangOf } from '../../../components/reader/speech';
import { useTranslation } from '../../../i18n/react';
import { Credits } from './Credits';
import { fullscreenPortal } from './fullscreen';

/**
 * "About this book": what the reader's header leaves out so the book comes first (issue 13):
 * the summary, the type and age level, who wrote it and whose pictures it uses under which
 * licence, in the reader's language.
 */
export function AboutBook({ book, external = false }: { book: ReaderBook; external?: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="ink.8"
        size="compact-sm"
        leftSection={<IconInfoCircle size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
        data-testid="reader-about"
      >
        {t('reader.about.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('reader.about.title')}
        closeButtonProps={{ 'aria-label': t('dialog.close') }}
        centered
        portalProps={fullscreenPortal()}
      >
        <Stack gap="sm" data-testid="reader-about-panel">
          {book.Summary.trim() ? (
            <Text lang={htmlLangOf(book.Language)}>{book.Summary}</Text>
          ) : null}
          <Group gap={6}>
            <Badge variant="outline" color="ink.8">
              {t(`reader.types.${book.Type}`)}
            </Badge>
            <Badge variant="outline" color="ink.8">
              {t('reader.ageLevel', {
                level: book.AgeLevel === 'all' ? t('reader.allAges') : book.AgeLevel,
              })}
            </Badge>
            {book.MembersOnly ? (
              <Badge color="sun.3" c="ink.9">
                {t('reader.membersOnly')}
              </Badge>
            ) : null}
          </Group>
          <Credits book={book} external={external} />
        </Stack>
      </Modal>
    </>
  );
}
