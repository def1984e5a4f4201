import { Text } from '@mantine/core';

/** 'Meera Iyer (STU-0001)', the code dimmed: how the money lists name a student. */
export function studentName(r: { name: string; student_code: string }) {
  return (
    <>
      {r.name}{' '}
      <Text span c="dimmed" size="sm">
        ({r.student_code})
      </Text>
    </>
  );
}
