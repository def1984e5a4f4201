import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
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

export const statusBadge = (status: string) => (
  <Badge color={status === 'Returned' ? 'green' : 'yellow'} variant="light">
    {status}
  </Badge>
);

/** Books Issuance & Returns (admin and staff). Return shows only while not Returned. */
export function BooksPage({ title = 'Book Management' }: { title?: string }) {
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
      return setError('Student ID, book title, and issue date are required.');
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
        setError(messageOf(err, 'Failed to add book'));
        return mayHaveReachedServer(err);
      }
    });
  };
  const giveBack = async (b: TBookIssue) => {
    try {
      await api.put(`${PATH}/return/${b.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to update status'));
    }
  };
  const remove = async (b: TBookIssue) => {
    if (
      !(await confirmAction({
        title: 'Delete record',
        message: `Delete the record of "${b.book_title}"?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`${PATH}/${b.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete record'));
    }
  };
  const columns: Column<TBookIssue>[] = [
    { header: 'Student', cell: (b) => `${b.student_name} (${b.student_code})` },
    { header: 'Book title', cell: (b) => b.book_title },
    { header: 'Issue date', cell: (b) => formatDate(b.issue_date) },
    { header: 'Return date', cell: (b) => (b.return_date ? formatDate(b.return_date) : '-') },
    { header: 'Status', cell: (b) => statusBadge(b.status) },
    {
      header: 'Actions',
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          {b.status !== 'Returned' ? (
            <Button size="compact-xs" variant="light" onClick={() => giveBack(b)}>
              Return
            </Button>
          ) : null}
          <Button size="compact-xs" variant="light" color="red" onClick={() => remove(b)}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Student"
              searchable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 260 }}
              error={students.error}
            />
            <TextInput
              label="Book title"
              value={form.book_title}
              onChange={(e) => setForm({ ...form, book_title: e.currentTarget.value })}
              w={{ base: '100%', sm: 260 }}
            />
            <DateField
              label="Issue date"
              value={form.issue_date}
              onChange={(value) => setForm({ ...form, issue_date: value })}
              w={170}
            />
            <Button type="submit" loading={submission.pending}>
              Issue Book
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
        searchLabel="Search title or student"
        emptyText="No books found"
        errorText="Failed to load books."
      />
    </Stack>
  );
}

/** User Activity Logs: books issued in the last 7 days. */
export function UserLogsPage() {
  const columns: Column<TBookIssue>[] = [
    { header: '#', cell: (b) => b.id },
    { header: 'Student ID', cell: (b) => b.student_code },
    { header: 'Book title', cell: (b) => b.book_title },
    { header: 'Issue date', cell: (b) => formatDate(b.issue_date) },
    { header: 'Return date', cell: (b) => (b.return_date ? formatDate(b.return_date) : '-') },
    { header: 'Status', cell: (b) => statusBadge(b.status) },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="User Activity Logs" description="Books Issued (Last 7 Days)" />
      <PagedTable<TBookIssue>
        path={PATH}
        filters={{ days: '7' }}
        columns={columns}
        emptyText="No books issued in the last 7 days."
        errorText="Failed to load books."
      />
    </Stack>
  );
}
