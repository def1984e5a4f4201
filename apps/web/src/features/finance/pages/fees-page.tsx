import { Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFeeRecord } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { feesQuery } from '../api/fees.ts';
import { useFeeColumns } from '../components/fee-columns.tsx';
import { INVOICE_COLUMNS } from '../components/invoice-columns.tsx';

/** Fees Management: 'Manage Fees' (editable per student) and 'Invoice' (per-student PDF). */
export function FeesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const feeColumns = useFeeColumns();
  const students = {
    query: useQuery(feesQuery(q)),
    errorText: q ? 'Search failed' : 'Failed to load students',
    rowKey: (r: TFeeRecord) => r.student_id,
    emptyText: 'No students found',
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Fees Management"
        description="Seat and locker fees, payments and discounts per student."
      />
      <TextInput
        label="Search students"
        placeholder="Name or student ID"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={340}
      />
      <Tabs defaultValue="manage">
        <Tabs.List>
          <Tabs.Tab value="manage">Manage Fees</Tabs.Tab>
          <Tabs.Tab value="invoice">Invoice</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="manage" pt="md">
          <DataTable {...students} columns={feeColumns} label="Fees" minWidth={980} />
        </Tabs.Panel>
        <Tabs.Panel value="invoice" pt="md">
          <DataTable {...students} columns={INVOICE_COLUMNS} label="Invoices per student" minWidth={480} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
