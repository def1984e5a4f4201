import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type TStaffInvoice } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { formatDate, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { useStudentOptions } from '../common/student-options.ts';

const PATH = '/api/staff/invoices';
const EMPTY = {
  customer_name: '',
  amount: '' as number | string,
  due_date: '',
  status: 'Pending',
  method: 'cash',
  student_id: null as string | null,
};

/** Staff invoices for walk-in customers: Pending or Paid chosen at creation. */
export function StaffInvoicesPage() {
  const client = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const students = useStudentOptions();
  const refresh = () => client.invalidateQueries({ queryKey: [PATH] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.customer_name.trim() || !(Number(form.amount) > 0) || !form.due_date)
      return setError('All fields are required.');
    await submission.run(async (key) => {
      try {
        await api.post(
          PATH,
          {
            ...form,
            customer_name: form.customer_name.trim(),
            amount: Number(form.amount),
            student_id: form.student_id ? Number(form.student_id) : null,
          },
          key,
        );
        setForm(EMPTY);
        setError(null);
        await refresh();
      } catch (err) {
        setError(messageOf(err, 'Failed to create the invoice.'));
        return mayHaveReachedServer(err);
      }
    });
  };
  const remove = async (invoice: TStaffInvoice) => {
    if (
      !(await confirmAction({
        title: 'Delete invoice',
        message: `Delete the invoice for ${invoice.customer_name}?`,
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`${PATH}/${invoice.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, 'Failed to delete the invoice.'));
    }
  };
  const columns: Column<TStaffInvoice>[] = [
    { header: 'Customer', cell: (i) => i.customer_name },
    { header: 'Amount', cell: (i) => formatRupees(i.amount) },
    { header: 'Due date', cell: (i) => formatDate(i.due_date) },
    {
      header: 'Status',
      cell: (i) => (
        <Badge color={i.status === 'Paid' ? 'green' : 'yellow'} variant="light">
          {i.status}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (i) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(i)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="Invoices" />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Customer name"
              value={form.customer_name}
              onChange={(e) => setForm({ ...form, customer_name: e.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <NumberInput
              label="Amount (₹)"
              min={1}
              decimalScale={2}
              value={form.amount}
              onChange={(v) => setForm({ ...form, amount: v })}
              w={140}
            />
            <TextInput
              label="Due date"
              type="date"
              value={form.due_date}
              onChange={(e) => setForm({ ...form, due_date: e.currentTarget.value })}
              w={170}
            />
            <Select
              label="Status"
              data={['Pending', 'Paid']}
              value={form.status}
              onChange={(v) => setForm({ ...form, status: v ?? 'Pending' })}
              allowDeselect={false}
              w={130}
            />
            {form.status === 'Paid' ? (
              <Select
                label="Paid by"
                data={PAYMENT_METHODS.filter((m) => m !== 'online').map((m) => ({
                  value: m,
                  label: PAYMENT_METHOD_LABELS[m],
                }))}
                value={form.method}
                onChange={(v) => setForm({ ...form, method: v ?? 'cash' })}
                allowDeselect={false}
                w={150}
              />
            ) : null}
            <Select
              label="Student (optional)"
              searchable
              clearable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={submission.pending}>
              Create Invoice
            </Button>
          </Group>
          {error ? (
            <Text c="red" size="sm" mt="sm" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
      </Paper>
      <PagedTable<TStaffInvoice>
        path={PATH}
        columns={columns}
        emptyText="No invoices yet."
        errorText="Failed to load invoices."
      />
    </Stack>
  );
}
