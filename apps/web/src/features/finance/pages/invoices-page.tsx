import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TInvoice, ZGenerateInvoiceRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { formatDateTime, formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { INVOICES_PATH, useGenerateInvoice } from '../api/invoices.ts';
import { financeKeys } from '../api/keys.ts';

const EMPTY = { student_id: null as string | null, amount: '' as number | string, description: '' };
type Fields = typeof EMPTY;

/** Invoice Management: generate an invoice for a student; the list below. */
export function InvoicesPage() {
  const t = useT();
  const columns: Column<TInvoice>[] = [
    { header: t('finance.adminInvoices.id'), cell: (i) => i.id },
    { header: t('finance.adminInvoices.student'), cell: (i) => `${i.student_name} (${i.student_code})` },
    { header: t('finance.adminInvoices.amount'), cell: (i) => formatRupees(i.amount) },
    { header: t('finance.adminInvoices.description'), cell: (i) => i.description },
    { header: t('finance.adminInvoices.date'), cell: (i) => formatDateTime(i.created_at) },
  ];
  const generate = useGenerateInvoice();
  const form = useForm<Fields>({
    initialValues: EMPTY,
    validate: contractValidate<Fields>(ZGenerateInvoiceRequest, {
      fields: ['student_id', 'amount', 'description'],
      message: t('finance.adminInvoices.required'),
    }),
  });
  const submit = form.onSubmit((values) =>
    generate.mutate(ZGenerateInvoiceRequest.parse(values), { onSuccess: () => form.reset() }),
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.adminInvoices.title')} />
      <InlineForm
        onSubmit={submit}
        submitLabel={t('finance.adminInvoices.generate')}
        pending={generate.isPending}
        error={generate.isError ? messageOf(generate.error, t('finance.adminInvoices.failed')) : null}
      >
        <StudentSelect w={{ base: '100%', sm: 280 }} {...form.getInputProps('student_id')} />
        <NumberInput
          label={t('finance.amount')}
          min={1}
          decimalScale={2}
          w={150}
          {...form.getInputProps('amount')}
        />
        <TextInput
          label={t('finance.adminInvoices.description')}
          w={{ base: '100%', sm: 300 }}
          {...form.getInputProps('description')}
        />
      </InlineForm>
      <PagedTable
        path={INVOICES_PATH}
        queryKey={financeKeys.invoices()}
        columns={columns}
        emptyText={t('finance.adminInvoices.empty')}
        errorText={t('finance.adminInvoices.loadFailed')}
      />
    </Stack>
  );
}
