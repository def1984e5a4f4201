import { Badge } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import type { Translate } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import type { Column } from '../../common/rows-or-cards.tsx';

function BookStatus({ t, status }: { t: Translate; status: string }) {
  return (
    <Badge color={status === 'Returned' ? 'green' : 'yellow'} variant="light">
      {status === 'Returned'
        ? t('operations.books.returned')
        : status === 'Issued'
          ? t('operations.books.issued')
          : status}
    </Badge>
  );
}

/** What every list of book issues shows: title, issue and return dates, status. */
export const bookColumns = (t: Translate): Column<TBookIssue>[] => [
  { header: t('operations.column.bookTitle'), cell: (b) => b.book_title },
  { header: t('operations.column.issueDate'), cell: (b) => formatDate(b.issue_date) },
  {
    header: t('operations.column.returnDate'),
    cell: (b) => (b.return_date ? formatDate(b.return_date) : '-'),
  },
  { header: t('operations.column.status'), cell: (b) => <BookStatus t={t} status={b.status} /> },
];
