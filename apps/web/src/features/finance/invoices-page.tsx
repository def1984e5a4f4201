import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TInvoice } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { notifySuccess } from '../common/feedback.tsx';
import { formatDateTime, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { useStudentOptions } from '../common/student-options.ts';

const COLUMNS: Column<TInvoice>[] = [
  { header: 'ID', cell: (i) => i.id },
  { header: 'Student', cell: (i) => `${i.student_name} (${i.student_code})` },
  { header: 'Amount', cell: (i) => formatRupees(i.amount) },
  { header: 'Description', cell: (i) => i.description },
  { header: 'Date', cell: (i) => formatDateTime(i.created_at) },
];

/** Invoice Management: generate an invoice for a student; the list below. */
export function InvoicesPage() {
  const client = useQueryClient();
  const students = useStudentOptions();
  const [form, setForm] = useState({
    student_id: null as string | null,
    amount: '' as number | string,
    description: '',
  });
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.student_id || !(Number(form.amount) > 0) || !form.description.trim())
      return setError('All fields are required.');
    await submission.run(async (key) => {
      try {
        await api.post(
          '/api/admin/invoices/generate',
          {
            student_id: Number(form.student_id),
            amount: Number(form.amount),
            description: form.description.trim(),
          },
          key,
        );
        notifySuccess('Invoice generated');
        setForm({ student_id: null, amount: '', description: '' });
        setError(null);
        await client.invalidateQueries({ queryKey: ['/api/admin/invoices'] });
      } catch (err) {
        setError('Failed to generate invoice. Try again.');
        return mayHaveReachedServer(err);
      }
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Invoice Management" />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Student"
              searchable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 280 }}
              error={students.error}
            />
            <NumberInput
              label="Amount (₹)"
              min={1}
              decimalScale={2}
              value={form.amount}
              onChange={(v) => setForm({ ...form, amount: v })}
              w={150}
            />
            <TextInput
              label="Description"
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
              w={{ base: '100%', sm: 300 }}
            />
            <Button type="submit" loading={submission.pending}>
              Generate Invoice
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <PagedTable<TInvoice>
        path="/api/admin/invoices"
        columns={COLUMNS}
        emptyText="No invoices yet."
        errorText="Failed to load invoices."
      />
    </Stack>
  );
}
