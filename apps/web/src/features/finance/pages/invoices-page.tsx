import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TInvoice, ZGenerateInvoiceRequest } from '@studydesk/contract';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { INVOICES_PATH, useGenerateInvoice } from '../api/invoices.ts';
import { financeKeys } from '../api/keys.ts';

const COLUMNS: Column<TInvoice>[] = [
  { header: 'ID', cell: (i) => i.id },
  { header: 'Student', cell: (i) => `${i.student_name} (${i.student_code})` },
  { header: 'Amount', cell: (i) => formatRupees(i.amount) },
  { header: 'Description', cell: (i) => i.description },
  { header: 'Date', cell: (i) => formatDateTime(i.created_at) },
];
const EMPTY = { student_id: null as string | null, amount: '' as number | string, description: '' };
type Fields = typeof EMPTY;

/** Invoice Management: generate an invoice for a student; the list below. */
export function InvoicesPage() {
  const generate = useGenerateInvoice();
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: contractValidate<Fields>(ZGenerateInvoiceRequest, {
      fields: ['student_id', 'amount', 'description'],
      message: 'All fields are required.',
    }),
  });
  const submit = form.onSubmit((values) =>
    generate.mutate(ZGenerateInvoiceRequest.parse(values), { onSuccess: () => form.reset() }),
  );

  return (
    <Stack gap="lg">
      <PageHeader title="Invoice Management" />
      <InlineForm
        onSubmit={submit}
        submitLabel="Generate Invoice"
        pending={generate.isPending}
        error={generate.isError ? messageOf(generate.error, 'Failed to generate invoice. Try again.') : null}
      >
        <StudentSelect w={{ base: '100%', sm: 280 }} {...form.getInputProps('student_id')} />
        <NumberInput label="Amount (₹)" min={1} decimalScale={2} w={150} {...form.getInputProps('amount')} />
        <TextInput label="Description" w={{ base: '100%', sm: 300 }} {...form.getInputProps('description')} />
      </InlineForm>
      <PagedTable
        path={INVOICES_PATH}
        queryKey={financeKeys.invoices()}
        columns={COLUMNS}
        emptyText="No invoices yet."
        errorText="Failed to load invoices."
      />
    </Stack>
  );
}
