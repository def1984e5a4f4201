import { Button, Group, Stack } from '@mantine/core';
import type { TBookIssue } from '@studydesk/contract';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { confirmAction } from '../../common/feedback.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { type Column, PagedTable } from '../../common/paged-table.tsx';
import { BOOKS_PATH, useDeleteBookIssue, useReturnBook } from '../api/books.ts';
import { operationsKeys } from '../api/keys.ts';
import { bookColumns } from '../components/book-columns.tsx';
import { IssueBookForm } from '../components/issue-book-form.tsx';

/** Books Issuance & Returns (admin and staff). Return shows only while not Returned. */
export function BooksPage({ title = 'operations.books.managementTitle' }: { title?: MessageKey }) {
  const t = useT();
  const giveBack = useReturnBook();
  const removal = useDeleteBookIssue();
  const remove = async (b: TBookIssue) => {
    const ok = await confirmAction({
      title: t('operations.books.deleteTitle'),
      message: t('operations.books.deleteMessage', { title: b.book_title }),
      confirmLabel: t('operations.books.delete'),
      danger: true,
    });
    if (ok) removal.mutate(b.id);
  };
  const columns: Column<TBookIssue>[] = [
    { header: t('operations.column.student'), cell: (b) => `${b.student_name} (${b.student_code})` },
    ...bookColumns(t),
    {
      header: t('operations.column.actions'),
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          {b.status !== 'Returned' ? (
            <Button size="compact-xs" variant="light" onClick={() => giveBack.mutate(b.id)}>
              {t('operations.books.return')}
            </Button>
          ) : null}
          <Button size="compact-xs" variant="light" color="red" onClick={() => remove(b)}>
            {t('operations.books.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t(title)} />
      <IssueBookForm />
      <PagedTable
        path={BOOKS_PATH}
        queryKey={operationsKeys.books()}
        columns={columns}
        searchLabel={t('operations.books.search')}
        emptyText={t('operations.books.empty')}
        errorText={t('operations.books.loadFailed')}
      />
    </Stack>
  );
}
