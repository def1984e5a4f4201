import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TImportError } from '@studydesk/contract';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { useImportStudents } from '../api/import-export.ts';

/** Import & Export Students: .csv/.xlsx in (all rows or none), students.xlsx out. */
export function ImportExportPage() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const importer = useImportStudents(setProgress);
  const importing = importer.isPending;
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [errors, setErrors] = useState<TImportError[]>([]);

  const runImport = async () => {
    setErrors([]);
    if (!file) {
      setMessage({ ok: false, text: t('students.import.selectFile') });
      return;
    }
    setMessage(null);
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    importer.mutate(form, {
      onSuccess: (res) => {
        setMessage({ ok: true, text: t('students.import.imported', { count: res.imported }) });
        setFile(null);
      },
      onError: (err) => {
        const rowErrors =
          err instanceof ApiError && Array.isArray(err.body.errors)
            ? (err.body.errors as TImportError[])
            : [];
        setErrors(rowErrors);
        const failed = t('students.import.failed');
        const reason =
          err instanceof ApiError && err.message && err.message !== 'Failed to import students.'
            ? ` ${messageOf(err, '')}`
            : '';
        setMessage({ ok: false, text: `${failed}${reason}` });
        notifyError(failed);
      },
      onSettled: () => setProgress(null),
    });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await download('/api/importExport/students/export', 'students.xlsx');
    } catch {
      notifyError(t('students.import.exportFailed'));
      setMessage({ ok: false, text: t('students.import.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('students.import.title')} description={t('students.import.description')} />
      <Section title={t('students.import.import')} gap="md">
        <Text size="sm" c="dimmed">
          {t('students.import.introBefore')}{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              download('/api/importExport/students/template', 'students-template.xlsx').catch(() =>
                notifyError(t('students.import.templateFailed')),
              )
            }
          >
            {t('students.import.template')}
          </Anchor>
          {t('students.import.introAfter')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('students.import.file')}
            placeholder={t('students.import.choose')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            w={{ base: '100%', sm: 340 }}
            disabled={importing}
          />
          <Button onClick={runImport} disabled={importing || exporting} loading={importing}>
            {t('students.import.import')}
          </Button>
        </Group>
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={progress * 100} animated aria-label={t('students.import.progress')} />
            <Text size="xs" c="dimmed">
              {progress < 1
                ? t('students.import.uploading', { percent: Math.round(progress * 100) })
                : t('students.import.checking')}
            </Text>
          </Stack>
        ) : null}
        {message ? (
          <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        ) : null}
        {errors.length ? (
          <Paper withBorder radius="md">
            <ScrollArea.Autosize mah={360} type="auto">
              <Table striped verticalSpacing="xs" aria-label={t('students.import.problems')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('students.import.row')}</Table.Th>
                    <Table.Th>{t('students.import.column')}</Table.Th>
                    <Table.Th>{t('students.import.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {errors.map((e) => (
                    <Table.Tr key={`${e.row}-${e.field}-${e.message}`}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.field}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Paper>
        ) : null}
      </Section>
      <Section title={t('students.import.export')} gap="sm">
        <Text size="sm" c="dimmed">
          {t('students.import.exportNote')}
        </Text>
        <Group>
          <Button variant="light" onClick={runExport} disabled={exporting || importing} loading={exporting}>
            {t('students.import.export')}
          </Button>
        </Group>
      </Section>
    </Stack>
  );
}

/** One framed part of the page under its h2. */
function Section({ title, gap, children }: { title: string; gap: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
