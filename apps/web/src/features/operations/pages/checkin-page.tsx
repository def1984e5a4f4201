import { Button, Group, Paper, Stack } from '@mantine/core';
import type { TCheckin } from '@studydesk/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { notifyError } from '../../common/feedback.tsx';
import { formatDateTime } from '../../common/format.ts';
import { KeysetTable } from '../../common/keyset-table.tsx';
import { PageHeader } from '../../common/page-header.tsx';
import type { Column } from '../../common/rows-or-cards.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import { CHECKINS_PATH, useCheckInOut } from '../api/desk.ts';
import { operationsKeys } from '../api/keys.ts';
import { DeskScanner } from '../components/desk-scanner.tsx';

/** Check-In / Check-Out at the front desk. */
export function CheckinPage() {
  const t = useT();
  const check = useCheckInOut();
  const [student, setStudent] = useState<string | null>(null);
  const act = (kind: 'checkin' | 'checkout') => {
    if (!student) return notifyError(t('operations.desk.chooseStudent'));
    check.mutate({ kind, studentId: Number(student) });
  };
  const columns: Column<TCheckin>[] = [
    { header: t('operations.column.student'), cell: (c) => `${c.student_name} (${c.student_code})` },
    { header: t('operations.column.checkedIn'), cell: (c) => formatDateTime(c.checkin_time) },
    {
      header: t('operations.column.checkedOut'),
      cell: (c) => (c.checkout_time ? formatDateTime(c.checkout_time) : t('operations.desk.inLibrary')),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title={t('operations.desk.checkinTitle')} />
      <DeskScanner />
      <Paper withBorder p="lg" radius="md">
        <Group align="flex-end" wrap="wrap">
          <StudentSelect
            label={t('operations.desk.student')}
            value={student}
            onChange={setStudent}
            w={{ base: '100%', sm: 300 }}
          />
          <Button onClick={() => act('checkin')}>{t('operations.desk.checkIn')}</Button>
          <Button variant="light" onClick={() => act('checkout')}>
            {t('operations.desk.checkOut')}
          </Button>
        </Group>
      </Paper>
      <KeysetTable
        path={CHECKINS_PATH}
        queryKey={operationsKeys.checkins()}
        columns={columns}
        emptyText={t('operations.desk.nobodyIn')}
        errorText={t('operations.desk.checkinsFailed')}
      />
    </Stack>
  );
}
