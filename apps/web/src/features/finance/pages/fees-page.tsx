import { Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFeeRecord } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { feesQuery } from '../api/fees.ts';
import { useFeeColumns } from '../components/fee-columns.tsx';
import { invoiceColumns } from '../components/invoice-columns.tsx';

/** Fees Management: 'Manage Fees' (editable per student) and 'Invoice' (per-student PDF). */
export function FeesPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const feeColumns = useFeeColumns();
  const students = {
    query: useQuery(feesQuery(q)),
    errorText: q ? t('finance.fees.searchFailed') : t('finance.fees.loadFailed'),
    rowKey: (r: TFeeRecord) => r.student_id,
    emptyText: t('finance.fees.empty'),
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('finance.fees.title')} description={t('finance.fees.description')} />
      <TextInput
        label={t('finance.fees.search')}
        placeholder={t('finance.fees.searchHint')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={340}
      />
      <Tabs defaultValue="manage">
        <Tabs.List>
          <Tabs.Tab value="manage">{t('finance.fees.manage')}</Tabs.Tab>
          <Tabs.Tab value="invoice">{t('finance.fees.invoice')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manage" pt="md">
          <DataTable {...students} columns={feeColumns} label={t('finance.fees.label')} minWidth={980} />
        </Tabs.Panel>
        <Tabs.Panel value="invoice" pt="md">
          <DataTable
            {...students}
            columns={invoiceColumns(t)}
            label={t('finance.fees.invoicesLabel')}
            minWidth={480}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
