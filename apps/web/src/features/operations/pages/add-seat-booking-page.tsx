import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZSeatBookingRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { DateField } from '../../common/date-field.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import { usePlaceOptions } from '../../seating/api/place-options.ts';
import { shiftsQuery } from '../../seating/api/shifts.ts';
import { shiftOptionLabel } from '../../seating/components/shift-label.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { useBookSeat } from '../api/desk.ts';

const today = () => new Date().toLocaleDateString('en-CA');
const empty = () => ({
  seat_number: null as string | null,
  date: today(),
  shift_id: null as string | null,
  student_id: null as string | null,
});
type Fields = ReturnType<typeof empty>;

/** Book an existing seat for a day from today on, for a shift or the whole day. */
export function AddSeatBookingPage() {
  const t = useT();
  const navigate = useNavigate();
  const seats = usePlaceOptions('seat');
  const shifts = useQuery(shiftsQuery);
  const book = useBookSeat();
  const form = useForm<Fields>({
    initialValues: empty(),
    validate: contractValidate<Fields>(ZSeatBookingRequest, {
      fields: ['seat_number', 'date'],
      message: t('operations.desk.seatAndDate'),
    }),
  });
  const submit = form.onSubmit((values) =>
    book.mutate(
      {
        seat_number: values.seat_number ?? '',
        date: values.date,
        shift_id: values.shift_id ? Number(values.shift_id) : null,
        student_id: values.student_id ? Number(values.student_id) : null,
      },
      { onSuccess: () => navigate('/staff/seat-booking') },
    ),
  );
  const activeShifts = (shifts.data ?? [])
    .filter((s) => s.status === 'Active')
    .map((s) => ({
      value: String(s.id),
      label: shiftOptionLabel(s),
    }));

  return (
    <Stack gap="lg" maw={480}>
      <PageHeader title={t('operations.desk.bookSeat')} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label={t('operations.desk.seatNumber')}
              withAsterisk
              searchable
              data={seats.data}
              nothingFoundMessage={t('operations.desk.noSuchSeat')}
              {...form.getInputProps('seat_number')}
              error={form.errors.seat_number ?? seats.error}
            />
            <DateField
              label={t('operations.desk.date')}
              minDate={today()}
              value={form.values.date}
              onChange={(value) => form.setFieldValue('date', value)}
              error={form.errors.date}
            />
            <Select
              label={t('operations.desk.shift')}
              placeholder={t('operations.desk.wholeDay')}
              clearable
              data={activeShifts}
              {...form.getInputProps('shift_id')}
              error={shifts.isError ? t('operations.desk.shiftsFailed') : undefined}
            />
            <StudentSelect
              label={t('operations.desk.student')}
              placeholder={t('operations.desk.walkIn')}
              clearable
              {...form.getInputProps('student_id')}
            />
            {book.isError ? (
              <Text c="red" size="sm" role="alert">
                {messageOf(book.error, t('operations.desk.bookFailed'))}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={book.isPending}>
                {t('operations.desk.book')}
              </Button>
              <Button variant="default" onClick={() => navigate('/staff/seat-booking')}>
                {t('operations.desk.back')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
