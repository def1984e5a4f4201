import { Button, Group, Paper, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZAttendanceRequest } from '@studydesk/contract';
import { useT } from '../../../i18n/use-t.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { useMarkAttendance } from '../api/desk.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** Marks a student Present (the default) or Absent on a day. */
export function AttendanceForm() {
  const t = useT();
  const mark = useMarkAttendance();
  const form = useForm({
    initialValues: {
      student_id: null as string | null,
      date: today(),
      status: 'Present' as 'Present' | 'Absent',
    },
    validate: contractValidate(ZAttendanceRequest, {
      fields: ['student_id'],
      message: t('operations.desk.chooseStudent'),
    }),
  });
  const submit = form.onSubmit((values) => mark.mutate({ ...values, student_id: Number(values.student_id) }));

  return (
    // Not InlineForm: Status and Mark share a row on a phone, so they line up at the bottom.
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <StudentSelect
            label={t('operations.desk.student')}
            w={{ base: '100%', sm: 280 }}
            {...form.getInputProps('student_id')}
          />
          <DateField
            label={t('operations.desk.date')}
            w={170}
            value={form.values.date}
            onChange={(value) => form.setFieldValue('date', value)}
            error={form.errors.date}
          />
          <Select
            label={t('operations.desk.status')}
            data={[
              { value: 'Present', label: t('operations.desk.present') },
              { value: 'Absent', label: t('operations.desk.absent') },
            ]}
            allowDeselect={false}
            w={130}
            {...form.getInputProps('status')}
          />
          <Button type="submit" loading={mark.isPending}>
            {t('operations.desk.mark')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
