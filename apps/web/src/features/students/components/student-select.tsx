import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useStudentOptions } from '../api/student-options.ts';

/** The server has searched and ranked the options: the Select shows them as they come. */
const asRanked: OptionsFilter = ({ options }) => options;

/**
 * A searchable pick of the library's students ('Name (STU-0001)'); the value is the student's id.
 * Typing searches the server, which puts 'Priya Sharma' before 'Priyanka Tiwari' for 'Priya'.
 * `current` names the student a form opens with (an edit), who may not be among the newest.
 */
export function StudentSelect({
  error,
  value,
  current,
  ...props
}: Omit<SelectProps, 'data' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  current?: ComboboxItem | null;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  // Every option seen, so that the chosen student keeps its label whatever the search shows.
  const seen = useRef(new Map<string, ComboboxItem>());
  if (current && !seen.current.has(current.value)) seen.current.set(current.value, current);
  const chosen = value ? seen.current.get(value) : undefined;
  // Once a student is chosen the box shows their label: that is not a search.
  const [q] = useDebouncedValue(chosen && search === chosen.label ? '' : search.trim(), 250);
  const students = useStudentOptions(q);
  for (const option of students.data) seen.current.set(option.value, option);
  const data =
    chosen && !students.data.some((o) => o.value === chosen.value)
      ? [chosen, ...students.data]
      : students.data;
  return (
    <Select
      label={t('roles.student')}
      searchable
      nothingFoundMessage={students.searching ? undefined : t('lists.noStudentMatch')}
      {...props}
      value={value}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      filter={asRanked}
      error={error ?? students.error}
    />
  );
}
