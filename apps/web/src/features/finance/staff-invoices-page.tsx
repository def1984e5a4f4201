import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { PAYMENT_METHODS, type TStaffInvoice } from '@studydesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { api, messageOf } from '../../lib/api-client.ts';
import { mayHaveReachedServer, useSubmission } from '../../lib/use-submission.ts';
import { confirmAction, notifyError } from '../common/feedback.tsx';
import { formatDate, formatRupees } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { type Column, PagedTable } from '../common/paged-table.tsx';
import { useStudentOptions } from '../common/student-options.ts';
import { methodLabel } from './method-label.ts';

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
  const t = useT();
  const client = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const students = useStudentOptions();
  const refresh = () => client.invalidateQueries({ queryKey: [PATH] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.customer_name.trim() || !(Number(form.amount) > 0) || !form.due_date)
      return setError(t('finance.invoices.allRequired'));
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
        setError(messageOf(err, t('finance.invoices.createFailed')));
        return mayHaveReachedServer(err);
      }
    });
  };
  const remove = async (invoice: TStaffInvoice) => {
    if (
      !(await confirmAction({
        title: t('finance.invoices.deleteTitle'),
        message: t('finance.invoices.deleteMessage', { name: invoice.customer_name }),
        confirmLabel: t('finance.invoices.delete'),
        danger: true,
      }))
    )
      return;
    try {
      await api.delete(`${PATH}/${invoice.id}`);
      await refresh();
    } catch (err) {
      notifyError(messageOf(err, t('finance.invoices.deleteFailed')));
    }
  };
  const columns: Column<TStaffInvoice>[] = [
    { header: t('finance.column.customer'), cell: (i) => i.customer_name },
    { header: t('finance.column.amount'), cell: (i) => formatRupees(i.amount) },
    { header: t('finance.column.dueDate'), cell: (i) => formatDate(i.due_date) },
    {
      header: t('finance.column.status'),
      cell: (i) => (
        <Badge color={i.status === 'Paid' ? 'green' : 'yellow'} variant="light">
          {i.status === 'Paid' ? t('status.paid') : t('status.pending')}
        </Badge>
      ),
    },
    {
      header: t('finance.column.actions'),
      cell: (i) => (
        <Button size="compact-xs" variant="light" color="red" onClick={() => remove(i)}>
          {t('finance.invoices.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.invoices.title')} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('finance.invoices.customerName')}
              value={form.customer_name}
              onChange={(e) => setForm({ ...form, customer_name: e.currentTarget.value })}
              w={{ base: '100%', sm: 240 }}
            />
            <NumberInput
              label={t('finance.amount')}
              min={1}
              decimalScale={2}
              value={form.amount}
              onChange={(v) => setForm({ ...form, amount: v })}
              w={140}
            />
            <TextInput
              label={t('finance.invoices.dueDate')}
              type="date"
              value={form.due_date}
              onChange={(e) => setForm({ ...form, due_date: e.currentTarget.value })}
              w={170}
            />
            <Select
              label={t('finance.invoices.status')}
              data={[
                { value: 'Pending', label: t('status.pending') },
                { value: 'Paid', label: t('status.paid') },
              ]}
              value={form.status}
              onChange={(v) => setForm({ ...form, status: v ?? 'Pending' })}
              allowDeselect={false}
              w={130}
            />
            {form.status === 'Paid' ? (
              <Select
                label={t('finance.invoices.paidBy')}
                data={PAYMENT_METHODS.filter((m) => m !== 'online').map((m) => ({
                  value: m,
                  label: methodLabel(t, m),
                }))}
                value={form.method}
                onChange={(v) => setForm({ ...form, method: v ?? 'cash' })}
                allowDeselect={false}
                w={150}
              />
            ) : null}
            <Select
              label={t('finance.invoices.student')}
              searchable
              clearable
              data={students.data}
              value={form.student_id}
              onChange={(v) => setForm({ ...form, student_id: v })}
              w={{ base: '100%', sm: 240 }}
            />
            <Button type="submit" loading={submission.pending}>
              {t('finance.invoices.create')}
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
        emptyText={t('finance.invoices.empty')}
        errorText={t('finance.invoices.loadFailed')}
      />
    </Stack>
  );
}
