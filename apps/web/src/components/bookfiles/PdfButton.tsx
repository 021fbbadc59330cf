import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { ledgerRules } from '@storyloom/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { bookFileKeys, bookFilesApi } from '../../api/bookfiles';
import { apiErrorMessage, showSuccess } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { sessionStore } from '../../session/store';
import { useSession } from '../../session/useSession';

export interface PdfButtonProps {
  bookId: string;
  title: string;
  /** The signed-in user wrote the book: the PDF is made free ("Make PDF"). */
  own: boolean;
  size?: 'compact-md' | 'sm';
  /** Where the confirmation opens (the reader passes its fullscreen element). */
  portalProps?: ModalProps['portalProps'];
}

/**
 * "Buy PDF (200 crowns)" for another's book, "Make PDF" for one's own (issue 20, decision 033):
 * a confirmation first; when crowns are short the button is disabled with the reason beside it;
 * once the user has the book's PDF it opens their PDFs instead. Nothing for visitors.
 */
export function PdfButton({ bookId, title, own, size = 'sm', portalProps }: PdfButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = session.user !== null;
  const files = useQuery({
    queryKey: bookFileKeys.all,
    queryFn: bookFilesApi.list,
    enabled: signedIn,
  });
  const get = useMutation({
    mutationFn: async (): Promise<void> => {
      if (own) await bookFilesApi.make(bookId, 'pdf');
      else await bookFilesApi.buy(bookId);
    },
    onMutate: () => setProblem(null),
    onError: (err) => setProblem(apiErrorMessage(err)),
    onSuccess: () => {
      setConfirming(false);
      showSuccess(own ? t('bookFiles.button.made') : t('bookFiles.button.bought', { title }));
      void queryClient.invalidateQueries({ queryKey: bookFileKeys.all });
      if (!own) void sessionStore.refresh();
      void navigate('/yourstuff-pdfs');
    },
  });
  if (!session.user) return null;
  const icon = <IconFileTypePdf size={16} aria-hidden="true" />;
  const have = files.data?.some((f) => f.BookId === bookId && f.Format === 'pdf');
  if (have) {
    return (
      <Button
        component={Link}
        to="/yourstuff-pdfs"
        size={size}
        variant="light"
        leftSection={icon}
        data-testid="pdf-have"
      >
        {t('bookFiles.button.have')}
      </Button>
    );
  }
  const price = ledgerRules.pdfCrowns;
  const crowns = session.user.crown;
  const short = !own && crowns < price ? price - crowns : 0;
  const label = own ? t('bookFiles.button.make') : t('bookFiles.button.buy', { count: price });
  const reasonId = `pdf-short-${bookId}`;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          size={size}
          variant="light"
          leftSection={icon}
          disabled={short > 0}
          aria-describedby={short > 0 ? reasonId : undefined}
          onClick={() => {
            setProblem(null);
            setConfirming(true);
          }}
          data-testid="pdf-get"
        >
          {label}
        </Button>
        {short > 0 ? (
          <Text size="sm" c="dimmed" id={reasonId} data-testid="pdf-short">
            {t('bookFiles.button.short', { count: short, have: crowns })}
          </Text>
        ) : null}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={label}
        centered
        portalProps={portalProps}
      >
        <Stack gap="md">
          <Text>
            {own
              ? t('bookFiles.confirm.make', { title })
              : t('bookFiles.confirm.buy', { title, count: price, have: crowns })}
          </Text>
          {problem ? (
            <Text c="ember.8" role="alert" data-testid="pdf-problem">
              {problem}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="outline" color="ink.8" onClick={() => setConfirming(false)}>
              {t('bookFiles.confirm.cancel')}
            </Button>
            <Button onClick={() => get.mutate()} loading={get.isPending} data-testid="pdf-confirm">
              {own
                ? t('bookFiles.confirm.makeYes')
                : t('bookFiles.confirm.buyYes', { count: price })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
