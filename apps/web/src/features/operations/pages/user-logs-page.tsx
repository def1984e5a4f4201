import { Stack } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { BOOKS_PATH } from '../api/books.ts';
import { operationsKeys } from '../api/keys.ts';
import { bookColumns } from '../components/book-columns.tsx';

/** User Activity Logs: books issued in the last 7 days. */
export function UserLogsPage() {
  const t = useT();
  const columns: Column<TBookIssue>[] = [
    { header: '#', cell: (b) => b.id },
    { header: t('operations.userLogs.studentId'), cell: (b) => b.student_code },
    ...bookColumns(t),
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.userLogs.title')} description={t('operations.userLogs.description')} />
      <PagedTable
        path={BOOKS_PATH}
        queryKey={operationsKeys.books()}
        filters={{ days: '7' }}
        columns={columns}
        emptyText={t('operations.userLogs.empty')}
        errorText={t('operations.books.loadFailed')}
      />
    </Stack>
  );
}
