import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TMonthEndAnswerValue, TMonthEndQuestion } from '@studydesk/contract';
import { addDays } from '@studydesk/contract/holds';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';

/**
 * 'Continuing next month?' with Yes and No, the answer given so far, and what it means for the
 * seat; the same card on the student's home and on the page a message's link opens.
 */
export function MonthEndQuestion({
  question,
  onAnswer,
  pending,
  failed,
}: {
  question: TMonthEndQuestion;
  onAnswer: (answer: TMonthEndAnswerValue) => void;
  pending: boolean;
  failed: boolean;
}) {
  const t = useT();
  const q = question;
  const state =
    q.answer === 'yes'
      ? t('dashboard.monthEnd.saidYes', { seat: q.seat })
      : q.answer === 'no'
        ? t('dashboard.monthEnd.saidNo', { seat: q.seat, date: formatDate(addDays(q.ends_on, 1)) })
        : t('dashboard.monthEnd.notYet');
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('dashboard.monthEnd.question')}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.monthEnd.question')}
        </Title>
        <Text size="sm">
          {t('dashboard.monthEnd.planEnds', { seat: q.seat, date: formatDate(q.ends_on) })}
        </Text>
        <Text size="sm" fw={600} role="status">
          {state}
        </Text>
        {q.can_answer ? (
          <Group grow>
            <Button
              size="md"
              color="green"
              variant={q.answer === 'yes' ? 'filled' : 'light'}
              aria-pressed={q.answer === 'yes'}
              loading={pending}
              onClick={() => onAnswer('yes')}
            >
              {t('dashboard.monthEnd.yes')}
            </Button>
            <Button
              size="md"
              color="red"
              variant={q.answer === 'no' ? 'filled' : 'light'}
              aria-pressed={q.answer === 'no'}
              loading={pending}
              onClick={() => onAnswer('no')}
            >
              {t('dashboard.monthEnd.no')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('dashboard.monthEnd.closed')}
          </Text>
        )}
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('dashboard.monthEnd.saveFailed')}
          </Text>
        ) : null}
        {q.can_answer ? (
          <Text size="xs" c="dimmed">
            {t('dashboard.monthEnd.canChange', { date: formatDate(q.ends_on) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
