import { Button } from '@mantine/core';
import type { TFeeRecord } from '@studydesk/contract';
import type { Translate } from '../../../i18n/use-t.ts';
import { download } from '../../../lib/upload.ts';
import type { Column } from '../../common/data-table.tsx';
import { notifyError } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { studentName } from './student-name.tsx';

/** Fees Management's 'Invoice' tab: each student's balance and their invoice as a PDF. */
export const invoiceColumns = (t: Translate): Column<TFeeRecord>[] => [
  { header: t('finance.fees.student'), cell: studentName },
  {
    header: t('finance.fees.balance'),
    cell: (r) =>
      r.advance > 0
        ? t('finance.fees.advance', { amount: formatRupees(r.advance) })
        : t('finance.fees.dueAmount', { amount: formatRupees(r.due) }),
  },
  {
    header: t('finance.fees.invoice'),
    cell: (r) => (
      <Button
        size="xs"
        variant="light"
        onClick={() =>
          download(`/api/fees/invoice/${r.student_id}`, `invoice-${r.student_code}.pdf`).catch(() =>
            notifyError(t('finance.fees.downloadFailed')),
          )
        }
      >
        {t('finance.fees.download')}
      </Button>
    ),
  },
];
