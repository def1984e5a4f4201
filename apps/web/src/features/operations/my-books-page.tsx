import { Stack } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { formatDate } from '../common/format.ts';
import { PageHeader } from '../common/page-header.tsx';
import { FramedRows } from '../common/rows-or-cards.tsx';
import { statusBadge } from './books-page.tsx';

/** The student's issued books, titled with their name. */
export function MyBooksPage() {
  const { user } = useSession();
  const name = user?.name ?? '';
  const books = useQuery({
    queryKey: ['my-books', name],
    queryFn: () => api.get<TBookIssue[]>(`/api/books/books/student/${encodeURIComponent(name)}`),
  });
  return (
    <Stack gap="lg">
      <PageHeader title={`Books issued to ${name}`} />
      <FramedRows
        rows={books.data ?? []}
        rowKey={(b) => b.id}
        loading={books.isPending}
        error={books.isError ? 'Failed to load books.' : null}
        emptyText="No books found"
        label="My books"
        columns={[
          { header: 'Book title', cell: (b) => b.book_title },
          { header: 'Issue date', cell: (b) => formatDate(b.issue_date) },
          { header: 'Return date', cell: (b) => (b.return_date ? formatDate(b.return_date) : '-') },
          { header: 'Status', cell: (b) => statusBadge(b.status) },
        ]}
      />
    </Stack>
  );
}
