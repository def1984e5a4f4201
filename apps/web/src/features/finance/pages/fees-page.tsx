import { Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../common/page-header.tsx';
import { feesQuery } from '../api/fees.ts';
import { FeesTable } from '../components/fees-table.tsx';
import { InvoicePerStudentTable } from '../components/invoice-per-student-table.tsx';

/** Fees Management: 'Manage Fees' (editable per student) and 'Invoice' (per-student PDF). */
export function FeesPage() {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const fees = useQuery(feesQuery(q));
  const errorText = q ? 'Search failed' : 'Failed to load students';

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
          <FeesTable query={fees} errorText={errorText} />
        </Tabs.Panel>
        <Tabs.Panel value="invoice" pt="md">
          <InvoicePerStudentTable query={fees} errorText={errorText} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
