import { Stack } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t.ts';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { formatDate } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { FramedRows } from '../common/rows-or-cards.tsx';
import { statusBadge } from './books-page.tsx';

/** The student's issued books, titled with their name. */
export function MyBooksPage() {
  const t = useT();
  const { user } = useSession();
  const name = user?.name ?? '';
  const books = useQuery({
    queryKey: ['my-books', name],
    queryFn: () => api.get<TBookIssue[]>(`/api/books/books/student/${encodeURIComponent(name)}`),
  });
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.books.myTitle', { name })} />
      <FramedRows
        rows={books.data ?? []}
        rowKey={(b) => b.id}
        loading={books.isPending}
        error={books.isError ? t('operations.books.loadFailed') : null}
        emptyText={t('operations.books.empty')}
        label={t('operations.books.myLabel')}
        columns={[
          { header: t('operations.column.bookTitle'), cell: (b) => b.book_title },
          { header: t('operations.column.issueDate'), cell: (b) => formatDate(b.issue_date) },
          {
            header: t('operations.column.returnDate'),
            cell: (b) => (b.return_date ? formatDate(b.return_date) : '-'),
          },
          { header: t('operations.column.status'), cell: (b) => statusBadge(t, b.status) },
        ]}
      />
    </Stack>
  );
}
