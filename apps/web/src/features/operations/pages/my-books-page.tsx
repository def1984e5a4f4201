import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../../lib/session.tsx';
import { DataTable } from '../../common/data-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { myBooksQuery } from '../api/books.ts';
import { bookColumns } from '../components/book-columns.tsx';

/** The student's issued books, titled with their name. */
export function MyBooksPage() {
  const t = useT();
  const { user } = useSession();
  const name = user?.name ?? '';
  const books = useQuery(myBooksQuery(name));
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.books.myTitle', { name })} />
      <DataTable
        query={books}
        rowKey={(b) => b.id}
        errorText={t('operations.books.loadFailed')}
        emptyText={t('operations.books.empty')}
        label={t('operations.books.myLabel')}
        columns={bookColumns(t)}
      />
    </Stack>
  );
}
