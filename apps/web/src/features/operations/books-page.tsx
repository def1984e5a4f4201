import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../../i18n/keys.ts';
import { type Translate, useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { DateField } from '../common/date-field.tsx';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { formatDate } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { useStudentOptions } from '../common/student-options.ts';

const PATH = '/api/books';
const today = () => new Date().toLocaleDateString('en-CA');

export const statusBadge = (t: Translate, status: string) => (
  <Badge color={status === 'Returned' ? 'green' : 'yellow'} variant="light">
    {status === 'Returned'
      ? t('operations.books.returned')
      : status === 'Issued'
        ? t('operations.books.issued')
        : status}
  </Badge>
);

/** Books Issuance & Returns (admin and staff). Return shows only while not Returned. */
export function BooksPage({ title = 'operations.books.managementTitle' }: { title?: MessageKey }) {
  const t = useT();
  const client = useQueryClient();
  const students = useStudentOptions();
  const [form, setForm] = useState({
    student_id: null as string | null,
    book_title: '',
    issue_date: today(),
  });
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const refresh = () => client.invalidateQueries({ queryKey: [PATH] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.student_id || !form.book_title.trim() || !form.issue_date) {
      return setError(t('operations.books.required'));
    }
    await submission.run(async (key) => {
      try {
        await api.post(
          PATH,
          {
            student_id: Number(form.student_id),
            book_title: form.book_title.trim(),
            issue_date: form.issue_date,
          },
          key,
        );
        setForm({ student_id: null, book_title: '', issue_date: today() });
        setError(null);
        await refresh();
      } catch (err) {
        setError(messageOf(err, t('operations.books.addFailed')));
        return mayHaveReachedServer(err);
      }
    });
  };
  const giveBack = async (b: TBookIssue) => {
    try {
      await api.put(`${PATH}/return/${b.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('operations.books.returnFailed')));
    }
  };
  const remove = async (b: TBookIssue) => {
    if (
      !(await confirmAction({
        title: t('operations.books.deleteTitle'),
        message: t('operations.books.deleteMessage', { title: b.book_title }),
        confirmLabel: t('operations.books.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`${PATH}/${b.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('operations.books.deleteFailed')));
    }
  };
  const columns: Column<TBookIssue>[] = [
    { header: t('operations.column.student'), cell: (b) => `${b.student_name} (${b.student_code})` },
    { header: t('operations.column.bookTitle'), cell: (b) => b.book_title },
    { header: t('operations.column.issueDate'), cell: (b) => formatDate(b.issue_date) },
    {
      header: t('operations.column.returnDate'),
      cell: (b) => (b.return_date ? formatDate(b.return_date) : '-'),
    },
    { header: t('operations.column.status'), cell: (b) => statusBadge(t, b.status) },
    {
      header: t('operations.column.actions'),
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          {b.status !== 'Returned' ? (
            <Button size="compact-xs" variant="light" onClick={() => giveBack(b)}>
              {t('operations.books.return')}
            </Button>
          ) : null}
          <Button size="compact-xs" variant="light" color="red" onClick={() => remove(b)}>
            {t('operations.books.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t(title)} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('operations.column.student')}
              searchable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 260 }}
              error={students.error}
            />
            <TextInput
              label={t('operations.column.bookTitle')}
              value={form.book_title}
              onChange={(e) => setForm({ ...form, book_title: e.currentTarget.value })}
              w={{ base: '100%', sm: 260 }}
            />
            <DateField
              label={t('operations.column.issueDate')}
              value={form.issue_date}
              onChange={(value) => setForm({ ...form, issue_date: value })}
              w={170}
            />
            <Button type="submit" loading={submission.pending}>
              {t('operations.books.issue')}
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <PagedTable<TBookIssue>
        path={PATH}
        columns={columns}
        searchLabel={t('operations.books.search')}
        emptyText={t('operations.books.empty')}
        errorText={t('operations.books.loadFailed')}
      />
    </Stack>
  );
}

/** User Activity Logs: books issued in the last 7 days. */
export function UserLogsPage() {
  const t = useT();
  const columns: Column<TBookIssue>[] = [
    { header: '#', cell: (b) => b.id },
    { header: 'Student ID', cell: (b) => b.student_code },
    { header: t('operations.column.bookTitle'), cell: (b) => b.book_title },
    { header: t('operations.column.issueDate'), cell: (b) => formatDate(b.issue_date) },
    {
      header: t('operations.column.returnDate'),
      cell: (b) => (b.return_date ? formatDate(b.return_date) : '-'),
    },
    { header: t('operations.column.status'), cell: (b) => statusBadge(t, b.status) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="User Activity Logs" description="Books Issued (Last 7 Days)" />
      <PagedTable<TBookIssue>
        path={PATH}
        filters={{ days: '7' }}
        columns={columns}
        emptyText="No books issued in the last 7 days."
        errorText={t('operations.books.loadFailed')}
      />
    </Stack>
  );
}
