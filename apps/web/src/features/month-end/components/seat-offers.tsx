import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TSeatOffer } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatRupees } from '../../common/format.ts';
import { ShiftLabel } from '../../seating/components/shift-label.tsx';
import { offersQuery, useAssignWaiting } from '../api/month-end.ts';

/** Seats freed by this month's leavers, each offered to the first one waiting for its shift; Assign seats them. */
export function SeatOffers() {
  const t = useT();
  const q = useQuery(offersQuery);
  const assign = useAssignWaiting();
  const seat = (offer: TSeatOffer) => {
    if (!offer.entry) return;
    assign.mutate({
      id: offer.entry.id,
      body: {
        seat_number: offer.seat_number,
        shift_id: offer.shift_id,
        duration: offer.duration,
        price: offer.price,
        starts_on: offer.free_from,
      },
    });
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('dashboard.offers.title')}
      </Title>
      {q.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : q.isError ? (
        <Alert color="red">{t('dashboard.offers.loadFailed')}</Alert>
      ) : q.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.offers.none')}
        </Text>
      ) : (
        q.data.map((offer) => (
          <Paper key={`${offer.seat_number}-${offer.free_from}`} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Badge size="lg" variant="light">
                    {t('dashboard.offers.seat', { seat: offer.seat_number })}
                  </Badge>
                  {offer.shift ? <ShiftLabel label={offer.shift} /> : null}
                </Group>
                <Text size="sm">
                  {t('dashboard.offers.freeFrom', { date: formatDate(offer.free_from), name: offer.leaving })}
                </Text>
                <Text size="sm" fw={600}>
                  {offer.entry
                    ? t('dashboard.offers.offerTo', {
                        name: offer.entry.name,
                        price: formatRupees(offer.price),
                      })
                    : t('dashboard.offers.nobody')}
                </Text>
                {offer.entry && offer.entry.student_id === null ? (
                  <Text size="xs" c="dimmed">
                    {t('dashboard.offers.registerFirst')}
                  </Text>
                ) : null}
              </Stack>
              {offer.entry && offer.entry.student_id !== null ? (
                <Button size="sm" loading={assign.isPending} onClick={() => seat(offer)}>
                  {t('dashboard.offers.assign', { name: offer.entry.name })}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))
      )}
      {assign.isError ? (
        <Text size="sm" c="red" role="alert">
          {messageOf(assign.error, t('dashboard.offers.assignFailed'))}
        </Text>
      ) : null}
    </Stack>
  );
}
