import { Button, Text } from '@mantine/core';
import type { TFeeRecord } from '@studydesk/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { download } from '../../../lib/upload.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';

const COLUMNS: Column<TFeeRecord>[] = [
  {
    header: 'Student',
    cell: (r) => (
      <>
        {r.name}{' '}
        <Text span c="dimmed" size="sm">
          ({r.student_code})
        </Text>
      </>
    ),
  },
  {
    header: 'Balance',
    cell: (r) => (r.advance > 0 ? `Advance ${formatRupees(r.advance)}` : `Due ${formatRupees(r.due)}`),
  },
  {
    header: 'Invoice',
    cell: (r) => (
      <Button
        size="xs"
        variant="light"
        onClick={() =>
          download(`/api/fees/invoice/${r.student_id}`, `invoice-${r.student_code}.pdf`).catch(() =>
            notifyError('Failed to download invoice. Please check backend route.'),
          )
        }
      >
        Download invoice
      </Button>
    ),
  },
];

/** Fees Management's 'Invoice' tab: each student's balance and their invoice as a PDF. */
export function InvoicePerStudentTable({
  query,
  errorText,
}: {
  query: UseQueryResult<TFeeRecord[]>;
  errorText: string;
}) {
  return (
    <DataTable
      query={query}
      errorText={errorText}
      columns={COLUMNS}
      rowKey={(r) => r.student_id}
      emptyText="No students found"
      label="Invoices per student"
      minWidth={480}
    />
  );
}
