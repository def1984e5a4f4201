import { Select, type SelectProps } from '@mantine/core';
import { useStudentOptions } from '../api/student-options.ts';

/** A searchable pick of the library's students ('Name (STU-0001)'); the value is the student's id. */
export function StudentSelect({ error, ...props }: Omit<SelectProps, 'data'>) {
  const students = useStudentOptions();
  return (
    <Select label="Student" searchable {...props} data={students.data} error={error ?? students.error} />
  );
}
