import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE, dayAndMinute } from '@studydesk/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { mySeatPlansQuery } from '../api/memberships.ts';
import { type PausablePlan, PauseForm } from './pause-form.tsx';
import { PauseList } from './pause-list.tsx';

/**
 * A student's pauses with the button to ask for one (the student's own Memberships page) or to
 * pause a plan at once (the desk, on the student's profile).
 */
export function PlanPauses({
  studentId,
  plans,
  asStudent,
}: {
  studentId: number;
  plans: PausablePlan[];
  asStudent: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const today = dayAndMinute(new Date(), DEFAULT_TIME_ZONE).today;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('pauses.title')}
          </Title>
          <Button
            variant="light"
            onClick={() => setOpen(true)}
            disabled={plans.length === 0}
            title={plans.length === 0 ? t('pauses.noPlan') : undefined}
          >
            {asStudent ? t('pauses.ask') : t('pauses.pausePlan')}
          </Button>
        </Group>
        <PauseList
          filter={asStudent ? {} : { studentId }}
          desk={!asStudent}
          showName={false}
          emptyText={plans.length === 0 ? t('pauses.noPlan') : t('pauses.none')}
        />
      </Stack>
      {open ? (
        <PauseForm plans={plans} today={today} asStudent={asStudent} onClose={() => setOpen(false)} />
      ) : null}
    </Paper>
  );
}

/** The desk's pauses of one student (their profile): their running or coming seat plans may be paused. */
export function StudentPauses({ studentId }: { studentId: number }) {
  const plans = useQuery(mySeatPlansQuery(studentId));
  const pausable = (plans.data ?? [])
    .filter((p) => p.status === 'Active' && p.validity !== 'Expired' && p.student_id === studentId)
    .map((p) => ({ id: p.id, label: `${p.seat_number}${p.shift ? ` · ${p.shift}` : ''}` }));
  return <PlanPauses studentId={studentId} plans={pausable} asStudent={false} />;
}
