import { Alert, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { digestQuery } from '../api/digest.ts';
import { METHOD_KEYS } from './cockpit.tsx';

/** 'This morning': the digest built at 08:00 library time, the same one the owner gets by message. */
export function MorningDigest() {
  const t = useT();
  const q = useQuery(digestQuery);
  if (q.isPending) return <Skeleton h={180} radius="md" />;
  if (q.isError) return <Alert color="red">{t('dashboard.digest.loadFailed')}</Alert>;
  const d = q.data.digest;
  const methodName = (method: string) =>
    method in METHOD_KEYS ? t(METHOD_KEYS[method as keyof typeof METHOD_KEYS]) : method;
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('dashboard.digest.title')}>
      <Title order={2} size="h4" mb="xs">
        {d ? t('dashboard.digest.titleOn', { date: formatDate(d.on_date) }) : t('dashboard.digest.title')}
      </Title>
      {!d ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.digest.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {t('dashboard.digest.collected', { amount: formatRupees(d.collected.total) })}
            </Text>
            <Text size="sm" c="dimmed">
              {d.collected.by_method.length
                ? d.collected.by_method
                    .map((m) => `${methodName(m.method)} ${formatRupees(m.amount)}`)
                    .join(' · ')
                : t('dashboard.digest.nothingCollected')}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {t('dashboard.digest.dues', { amount: formatRupees(d.dues.total), count: d.dues.students })}
            </Text>
            <List size="sm" type="ordered">
              {d.dues.top.map((s) => (
                <List.Item key={s.student_id}>
                  {s.name} {formatRupees(s.amount)}
                </List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              {t('dashboard.digest.seatsFree')}
            </Text>
            <Text size="sm">
              {d.seats_free.length
                ? d.seats_free.map((s) => `${s.label}: ${s.free}`).join(' · ')
                : t('dashboard.digest.noShifts')}
            </Text>
          </Stack>
          <Text size="sm">
            {t('dashboard.digest.plansEnding', { today: d.plans_ending.today, week: d.plans_ending.week })}
          </Text>
          <Text size="sm">{t('dashboard.digest.toConfirm', { count: d.payments_to_confirm })}</Text>
          <Text size="sm">
            {t('dashboard.digest.monthEnd', {
              yes: d.month_end.continuing,
              no: d.month_end.leaving,
              none: d.month_end.no_answer,
            })}
          </Text>
        </SimpleGrid>
      )}
    </Paper>
  );
}
