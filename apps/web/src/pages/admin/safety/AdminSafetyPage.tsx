import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { AdminLoad, AdminScreen } from '../console/AdminScreen';
import { safetyApi, safetyKeys } from './api';
import { SettingsPanel } from './SettingsPanel';
import { TryPanel } from './TryPanel';
import { WordsPanel } from './WordsPanel';

/**
 * /admin/safety (admins, decision 034): the pre-screen's settings, the blocked words admins add
 * to its built-in lists, and a box to try it. Every change is in the audit log.
 */
export function AdminSafetyPage() {
  const { t } = useTranslation();
  const words = useQuery({
    queryKey: safetyKeys.words,
    queryFn: ({ signal }) => safetyApi.words(signal),
  });
  return (
    <AdminScreen
      testId="admin-safety"
      title={t('adminConsole.safety.title')}
      lead={t('adminConsole.safety.lead')}
    >
      <AdminLoad
        query={words}
        isEmpty={() => false}
        empty={{ title: '', body: '', testId: 'admin-safety-empty' }}
      >
        {(data) => (
          <>
            <SettingsPanel
              key={`${data.Settings.DefaultWords}:${data.Settings.Kinds.join()}`}
              saved={data.Settings}
              allKinds={data.AllKinds}
            />
            <WordsPanel data={data} />
            <TryPanel />
          </>
        )}
      </AdminLoad>
    </AdminScreen>
  );
}
