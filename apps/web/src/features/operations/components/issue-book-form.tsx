import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZBookIssueRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { InlineForm } from '../../common/inline-form.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { useIssueBook } from '../api/books.ts';

const today = () => new Date().toLocaleDateString('en-CA');
const empty = () => ({ student_id: null as string | null, book_title: '', issue_date: today() });
type Fields = ReturnType<typeof empty>;

/** Issue a book to a student: student, title and date, one row. */
export function IssueBookForm() {
  const t = useT();
  const issue = useIssueBook();
  const form = useForm<Fields>({
    initialValues: empty(),
    validate: contractValidate<Fields>(ZBookIssueRequest, {
      fields: ['student_id', 'book_title', 'issue_date'],
      message: t('operations.books.required'),
    }),
  });
  const submit = form.onSubmit((values) =>
    issue.mutate(ZBookIssueRequest.parse(values), { onSuccess: () => form.setValues(empty()) }),
  );

  return (
    <InlineForm
      onSubmit={submit}
      submitLabel={t('operations.books.issue')}
      pending={issue.isPending}
      error={issue.isError ? messageOf(issue.error, t('operations.books.addFailed')) : null}
    >
      <StudentSelect
        label={t('operations.column.student')}
        w={{ base: '100%', sm: 260 }}
        {...form.getInputProps('student_id')}
      />
      <TextInput
        label={t('operations.column.bookTitle')}
        w={{ base: '100%', sm: 260 }}
        {...form.getInputProps('book_title')}
      />
      <DateField
        label={t('operations.column.issueDate')}
        w={170}
        value={form.values.issue_date}
        onChange={(value) => form.setFieldValue('issue_date', value)}
        error={form.errors.issue_date}
      />
    </InlineForm>
  );
}
