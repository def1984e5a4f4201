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
import { ApiError } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { useImportStudents } from '../api/import-export.ts';

/** Import & Export Students: .csv/.xlsx in (all rows or none), students.xlsx out. */
export function ImportExportPage() {
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
      setMessage({ ok: false, text: 'Please select a file!' });
      return;
    }
    setMessage(null);
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    importer.mutate(form, {
      onSuccess: (res) => {
        setMessage({ ok: true, text: `Students imported successfully! (${res.imported} students)` });
        setFile(null);
      },
      onError: (err) => {
        const rowErrors =
          err instanceof ApiError && Array.isArray(err.body.errors)
            ? (err.body.errors as TImportError[])
            : [];
        setErrors(rowErrors);
        const reason =
          err instanceof ApiError && err.message && err.message !== 'Failed to import students.'
            ? ` ${err.message}`
            : '';
        setMessage({ ok: false, text: `Failed to import students.${reason}` });
        notifyError('Failed to import students.');
      },
      onSettled: () => setProgress(null),
    });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await download('/api/importExport/students/export', 'students.xlsx');
    } catch {
      notifyError('Failed to export students.');
      setMessage({ ok: false, text: 'Failed to export students.' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Import & Export Students"
        description="Bring students in from a spreadsheet, or take them all out."
      />
      <Section title="Import" gap="md">
        <Text size="sm" c="dimmed">
          A .csv or .xlsx file with the columns of the{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              download('/api/importExport/students/template', 'students-template.xlsx').catch(() =>
                notifyError('Failed to download the template.'),
              )
            }
          >
            template
          </Anchor>
          . Every row is checked first; if any row has a problem, nothing is imported and the rows are listed
          below. Imported students sign in after you give them a temporary password (Manage Students → Reset
          Password).
        </Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label="Students file"
            placeholder="Choose .csv or .xlsx"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={setFile}
            clearable
            w={{ base: '100%', sm: 340 }}
            disabled={importing}
          />
          <Button onClick={runImport} disabled={importing || exporting} loading={importing}>
            Import
          </Button>
        </Group>
        {progress !== null ? (
          <Stack gap={4}>
            <Progress value={progress * 100} animated aria-label="Upload progress" />
            <Text size="xs" c="dimmed">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking and saving rows…'}
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
              <Table striped verticalSpacing="xs" aria-label="Rows with problems">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Column</Table.Th>
                    <Table.Th>Problem</Table.Th>
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
      <Section title="Export" gap="sm">
        <Text size="sm" c="dimmed">
          Downloads students.xlsx with every student of your library (Aadhaar shown as its last four digits).
        </Text>
        <Group>
          <Button variant="light" onClick={runExport} disabled={exporting || importing} loading={exporting}>
            Export
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
