import { Button } from '@mantine/core';
import type { TFeeRecord } from '@studydesk/contract';
import { download } from '../../../lib/upload.ts';
import type { Column } from '../../common/data-table.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { studentName } from './student-name.tsx';

/** Fees Management's 'Invoice' tab: each student's balance and their invoice as a PDF. */
export const INVOICE_COLUMNS: Column<TFeeRecord>[] = [
  { header: 'Student', cell: studentName },
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
