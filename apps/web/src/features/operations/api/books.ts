import { queryOptions } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { api } from '../../../lib/api-client.ts';
import { useChange } from '../../../lib/use-change.ts';
import { operationsKeys } from './keys.ts';

/** The library's book issues, paged on the server (PagedTable). */
export const BOOKS_PATH = '/api/books';

/** The student's own issues (the spec's call names the student; the server answers only theirs). */
export const myBooksQuery = (name: string) =>
  queryOptions({
    queryKey: operationsKeys.myBooks(name),
    queryFn: () => api.get(`${BOOKS_PATH}/books/student/${encodeURIComponent(name)}`),
  });

/** Issues a book; a retry after a lost answer reuses the submission's key and is recorded once. */
export const useIssueBook = () =>
  useChange({
    call: (body: { student_id: number; book_title: string; issue_date: string }, key: string) =>
      api.post(BOOKS_PATH, body, key),
    refresh: [operationsKeys.books()],
    inline: true,
  });

export const useReturnBook = () => {
  const t = useT();
  return useChange({
    call: (id: number) => api.put(`${BOOKS_PATH}/return/${id}`),
    refresh: [operationsKeys.books()],
    failure: t('operations.books.returnFailed'),
  });
};

export const useDeleteBookIssue = () => {
  const t = useT();
  return useChange({
    call: (id: number) => api.delete(`${BOOKS_PATH}/${id}`),
    refresh: [operationsKeys.books()],
    failure: t('operations.books.deleteFailed'),
  });
};
