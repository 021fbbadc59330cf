import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { classesApi } from '../../api/classes';
import { apiErrorMessage } from '../../api/client';
import { useTranslation } from '../../i18n/react';
import { NewAccounts } from './ClassListPage';

const maxBytes = 200_000;

/**
 * Student accounts from a CSV file (decision 044): the teacher picks a file (a `name` column,
 * optionally `email`, or a OneRoster users.csv), sees every row with its problem, and only then
 * confirms; the accounts are made all together or not at all.
 */
export function ImportStudents({ openId, onDone }: { openId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [tooBig, setTooBig] = useState(false);
  // A OneRoster bundle (decision 059): its enrollments.csv and the sections chosen.
  const [enrollmentsFile, setEnrollmentsFile] = useState<File | null>(null);
  const [enrollments, setEnrollments] = useState<string | null>(null);
  // The latest enrollments.csv, for a users.csv read while it was still being read.
  const latestEnrollments = useRef<string | null>(null);
  const [sections, setSections] = useState<string[]>([]);
  // Its classes.csv names the sections (decision 068); without it they show by id.
  const [classesFile, setClassesFile] = useState<File | null>(null);
  const classesText = useRef<string | null>(null);
  const bundleOf = (text: string | null, chosen: string[]) =>
    text === null
      ? undefined
      : { Enrollments: text, Sections: chosen, Classes: classesText.current };
  const preview = useMutation({
    mutationFn: (v: { text: string; enrollments: string | null; sections: string[] }) =>
      classesApi.importStudents(openId, v.text, false, bundleOf(v.enrollments, v.sections)),
  });
  const apply = useMutation({
    mutationFn: () => classesApi.importStudents(openId, csv, true, bundleOf(enrollments, sections)),
    onSuccess: () => {
      setFile(null);
      setCsv('');
      preview.reset();
      onDone();
    },
  });
  const pick = async (picked: File | null) => {
    setFile(picked);
    if (!picked) setCsv('');
    preview.reset();
    apply.reset();
    setTooBig(false);
    if (!picked) return;
    if (picked.size > maxBytes) {
      setTooBig(true);
      return;
    }
    const text = await picked.text();
    setCsv(text);
    preview.mutate({ text, enrollments: latestEnrollments.current, sections });
  };
  const pickEnrollments = async (picked: File | null) => {
    setEnrollmentsFile(picked);
    setSections([]);
    apply.reset();
    const text = picked && picked.size <= maxBytes * 2 ? await picked.text() : null;
    setEnrollments(text);
    latestEnrollments.current = text;
    if (csv) preview.mutate({ text: csv, enrollments: text, sections: [] });
  };
  const pickClasses = async (picked: File | null) => {
    setClassesFile(picked);
    classesText.current = picked && picked.size <= maxBytes ? await picked.text() : null;
    if (csv && enrollments !== null) preview.mutate({ text: csv, enrollments, sections });
  };
  const choose = (chosen: string[]) => {
    setSections(chosen);
    if (csv) preview.mutate({ text: csv, enrollments, sections: chosen });
  };
  const found = preview.data?.Sections ?? [];
  const rows = preview.data?.Rows ?? [];
  const ready = preview.data?.Ready === true;
  const made = apply.data?.Students ?? [];
  return (
    <Stack gap="xs" data-testid="import-students">
      <FileInput
        label={t('classes.import.label')}
        description={t('classes.import.hint')}
        placeholder={t('classes.import.pick')}
        accept=".csv,text/csv"
        value={file}
        onChange={(f) => void pick(f)}
        clearable
      />
      <FileInput
        label={t('classes.import.enrollmentsLabel')}
        description={t('classes.import.enrollmentsHint')}
        placeholder={t('classes.import.pick')}
        accept=".csv,text/csv"
        value={enrollmentsFile}
        onChange={(f) => void pickEnrollments(f)}
        clearable
        data-testid="import-enrollments"
      />
      <FileInput
        label={t('classes.import.classesLabel')}
        description={t('classes.import.classesHint')}
        placeholder={t('classes.import.pick')}
        accept=".csv,text/csv"
        value={classesFile}
        onChange={(f) => void pickClasses(f)}
        clearable
        data-testid="import-classes"
      />
      {found.length > 0 ? (
        <Checkbox.Group
          label={t('classes.import.sections')}
          value={sections}
          onChange={choose}
          data-testid="import-sections"
        >
          <Group gap="md" mt={6}>
            {found.map((s) => (
              <Checkbox
                key={s.Id}
                value={s.Id}
                label={t('classes.import.section', { id: s.Title || s.Id, count: s.Students })}
                description={
                  s.Title
                    ? s.Grades
                      ? t('classes.import.sectionDetail', { grades: s.Grades, id: s.Id })
                      : s.Id
                    : undefined
                }
              />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {tooBig ? (
        <Alert color="ember" role="alert">
          {t('classes.import.tooBig')}
        </Alert>
      ) : null}
      {preview.isPending ? <Text c="dimmed">{t('classes.import.reading')}</Text> : null}
      {preview.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(preview.error)}
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Text fw={700}>{t('classes.import.previewTitle', { count: rows.length })}</Text>
          <Table.ScrollContainer minWidth={360}>
            <Table data-testid="import-preview" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('classes.import.line')}</Table.Th>
                  <Table.Th>{t('classes.roster.name')}</Table.Th>
                  <Table.Th>{t('classes.roster.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.Line} data-error={r.Error ? 'yes' : 'no'}>
                    <Table.Td>{r.Line}</Table.Td>
                    <Table.Td>{r.Name}</Table.Td>
                    <Table.Td>
                      {r.Error ? (
                        <Text c="ember.8" size="sm">
                          {r.Error}
                        </Text>
                      ) : (
                        <Badge variant="light" color="green">
                          {t('classes.import.ok')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {ready ? (
            <Group>
              <Button onClick={() => apply.mutate()} loading={apply.isPending}>
                {t('classes.import.confirm', { count: rows.length })}
              </Button>
              <Button variant="subtle" onClick={() => void pick(null)}>
                {t('classes.import.cancel')}
              </Button>
            </Group>
          ) : (
            <Alert color="ember" role="alert">
              {t('classes.import.fix')}
            </Alert>
          )}
        </>
      ) : null}
      {apply.isError ? (
        <Alert color="ember" role="alert">
          {apiErrorMessage(apply.error)}
        </Alert>
      ) : null}
      {made.length > 0 ? (
        <>
          <Text fw={700}>{t('classes.roster.handOut')}</Text>
          <NewAccounts accounts={made} />
        </>
      ) : null}
    </Stack>
  );
}
