import { Badge } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BookFile,
  type BookFileState,
  bookFileKeys,
  bookFilesApi,
  stillMaking,
} from '../../../api/bookfiles';
import { showApiError, showSuccess } from '../../../api/client';
import { useTranslation } from '../../../i18n/react';

/** The user's files, asked again every 1.5 s while one is being made (its progress moves). */
export function useBookFiles() {
  return useQuery({
    queryKey: bookFileKeys.all,
    queryFn: bookFilesApi.list,
    refetchInterval: (query) => (stillMaking(query.state.data) ? 1500 : false),
  });
}

/** Makes a failed file again: a bought PDF through BuyPdf (never charged twice), else MakeBookFile. */
export function useRetryFile() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: BookFile): Promise<void> => {
      if (file.Source === 'bought' && file.Format === 'pdf') await bookFilesApi.buy(file.BookId);
      else await bookFilesApi.make(file.BookId, file.Format);
    },
    onSuccess: () => {
      showSuccess(t('bookFiles.list.retrying'));
      void queryClient.invalidateQueries({ queryKey: bookFileKeys.all });
    },
    onError: (error) => showApiError(error),
  });
}

const stateColors: Record<BookFileState, string> = {
  queued: 'sky',
  rendering: 'sky',
  ready: 'meadow',
  failed: 'ember',
};

export function FileStateBadge({ state }: { state: BookFileState }) {
  const { t } = useTranslation();
  const color = stateColors[state];
  return (
    <Badge variant="light" color={color} c={`${color}.9`} data-testid="file-state">
      {t(`bookFiles.state.${state}`)}
    </Badge>
  );
}

/** A file's size in the reader's words (kB or MB). */
export function useFileSize() {
  const { t } = useTranslation();
  return (bytes: number | null) =>
    bytes === null
      ? ''
      : bytes >= 1_000_000
        ? t('bookFiles.size.mb', { value: (bytes / 1_000_000).toFixed(1) })
        : t('bookFiles.size.kb', { value: Math.max(1, Math.round(bytes / 1000)) });
}

export function fileName(file: BookFile): string {
  return `${file.Title || 'book'}.${file.Format}`;
}
