import { Badge, Button, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PAYMENT_METHODS, type TStaffInvoice, ZStaffInvoiceRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { confirmAction } from '../../common/feedback.tsx';
import { formatDate, formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { financeKeys } from '../api/keys.ts';
import { STAFF_INVOICES_PATH, useCreateStaffInvoice, useDeleteStaffInvoice } from '../api/staff-invoices.ts';
import { methodLabel } from '../present.ts';

const EMPTY = {
  customer_name: '',
  amount: '' as number | string,
  due_date: '',
  status: 'Pending',
  method: 'cash',
  student_id: null as string | null,
};
type Fields = typeof EMPTY;
const bySchema = contractValidate<Fields>(ZStaffInvoiceRequest);

/** Staff invoices for walk-in customers: Pending or Paid chosen at creation. */
export function StaffInvoicesPage() {
  const t = useT();
  const create = useCreateStaffInvoice();
  const remove = useDeleteStaffInvoice();
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: (values) => {
      const missing = !values.customer_name.trim()
        ? 'customer_name'
        : !(Number(values.amount) > 0)
          ? 'amount'
          : !values.due_date
            ? 'due_date'
            : null;
      return missing ? { [missing]: t('finance.invoices.allRequired') } : bySchema(values);
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(ZStaffInvoiceRequest.parse(values), { onSuccess: () => form.reset() }),
  );
  const askDelete = async (invoice: TStaffInvoice) => {
    const confirmed = await confirmAction({
      title: t('finance.invoices.deleteTitle'),
      message: t('finance.invoices.deleteMessage', { name: invoice.customer_name }),
      confirmLabel: t('finance.invoices.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(invoice.id);
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
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          loading={remove.isPending && remove.variables === i.id}
          onClick={() => askDelete(i)}
        >
          {t('finance.invoices.delete')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.invoices.title')} />
      <InlineForm
        onSubmit={submit}
        submitLabel={t('finance.invoices.create')}
        pending={create.isPending}
        error={create.isError ? messageOf(create.error, t('finance.invoices.createFailed')) : null}
      >
        <TextInput
          label={t('finance.invoices.customerName')}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('customer_name')}
        />
        <NumberInput
          label={t('finance.amount')}
          min={1}
          decimalScale={2}
          hideControls
          inputMode="decimal"
          w={140}
          {...form.getInputProps('amount')}
        />
        <DateField
          label={t('finance.invoices.dueDate')}
          w={170}
          value={form.values.due_date}
          onChange={(day) => form.setFieldValue('due_date', day)}
          error={form.errors.due_date}
        />
        <Select
          label={t('finance.invoices.status')}
          data={[
            { value: 'Pending', label: t('status.pending') },
            { value: 'Paid', label: t('status.paid') },
          ]}
          allowDeselect={false}
          w={130}
          {...form.getInputProps('status')}
        />
        {form.values.status === 'Paid' ? (
          <Select
            label={t('finance.invoices.paidBy')}
            data={PAYMENT_METHODS.filter((m) => m !== 'online').map((m) => ({
              value: m,
              label: methodLabel(t, m),
            }))}
            allowDeselect={false}
            w={150}
            {...form.getInputProps('method')}
          />
        ) : null}
        <StudentSelect
          label={t('finance.invoices.student')}
          clearable
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('student_id')}
        />
      </InlineForm>
      <PagedTable
        path={STAFF_INVOICES_PATH}
        queryKey={financeKeys.staffInvoices()}
        columns={columns}
        emptyText={t('finance.invoices.empty')}
        errorText={t('finance.invoices.loadFailed')}
      />
    </Stack>
  );
}
