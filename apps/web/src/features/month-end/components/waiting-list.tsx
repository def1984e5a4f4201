import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type TWaitingEntryRequest, ZWaitingEntryRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate } from '../../common/format.ts';
import { PagedTable } from '../../common/paged-table.tsx';
import { shiftsQuery } from '../../seating/api/shifts.ts';
import { ShiftLabel, shiftOptionLabel } from '../../seating/components/shift-label.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { monthEndKeys } from '../api/keys.ts';
import { useAddWaiting, useRemoveWaiting, WAITING_LIST_PATH } from '../api/month-end.ts';

/** The waiting list: a student of the library, or a new name with a phone, for a shift or any; first come first. */
export function WaitingList() {
  const t = useT();
  const shifts = useQuery(shiftsQuery);
  const add = useAddWaiting();
  const remove = useRemoveWaiting();
  const [studentId, setStudentId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: TWaitingEntryRequest = studentId
      ? { student_id: Number(studentId), shift_id: shiftId ? Number(shiftId) : null }
      : { name, phone, shift_id: shiftId ? Number(shiftId) : null };
    const checked = ZWaitingEntryRequest.safeParse(body);
    setError(checked.success ? null : t('dashboard.waiting.pickOrName'));
    if (!checked.success) return;
    add.mutate(body, {
      onSuccess: () => {
        setStudentId(null);
        setName('');
        setPhone('');
      },
    });
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('dashboard.waiting.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} aria-label={t('dashboard.waiting.add')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <StudentSelect clearable value={studentId} onChange={setStudentId} />
            <TextInput
              label={t('dashboard.waiting.newName')}
              value={name}
              disabled={studentId !== null}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label={t('dashboard.waiting.phone')}
              value={phone}
              inputMode="tel"
              disabled={studentId !== null}
              onChange={(e) => setPhone(e.currentTarget.value)}
            />
            <Select
              label={t('dashboard.waiting.shift')}
              placeholder={t('dashboard.waiting.anyShift')}
              clearable
              value={shiftId}
              onChange={setShiftId}
              data={(shifts.data ?? []).map((s) => ({ value: String(s.id), label: shiftOptionLabel(s) }))}
            />
          </SimpleGrid>
          <Group mt="sm">
            <Button type="submit" loading={add.isPending}>
              {t('dashboard.waiting.add')}
            </Button>
            {error || add.isError ? (
              <span role="alert" style={{ color: 'var(--mantine-color-red-8)', fontSize: 14 }}>
                {error ?? messageOf(add.error, t('dashboard.waiting.addFailed'))}
              </span>
            ) : null}
          </Group>
        </form>
      </Paper>
      <PagedTable
        path={WAITING_LIST_PATH}
        queryKey={monthEndKeys.waiting()}
        emptyText={t('dashboard.waiting.empty')}
        errorText={t('dashboard.waiting.loadFailed')}
        columns={[
          { header: t('dashboard.waiting.name'), cell: (r) => r.name },
          { header: t('dashboard.waiting.phone'), cell: (r) => r.phone || '—' },
          {
            header: t('dashboard.waiting.shift'),
            cell: (r) => (r.shift ? <ShiftLabel label={r.shift} /> : t('dashboard.waiting.anyShift')),
          },
          { header: t('dashboard.waiting.since'), cell: (r) => formatDate(r.created_at) },
          {
            header: t('dashboard.waiting.actions'),
            cell: (r) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => remove.mutate(r.id)}
                aria-label={t('dashboard.waiting.removeName', { name: r.name })}
              >
                {t('dashboard.waiting.remove')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
