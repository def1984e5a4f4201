import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TDayPass } from '@studydesk/contract';
import { formatRupees } from '@studydesk/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { download } from '../../../lib/upload.ts';
import { notifyError } from '../../common/feedback.tsx';
import { FormActions } from '../../common/form-actions.tsx';
import { membershipPlansQuery } from '../api/membership-plans.ts';
import { useSellDayPass } from '../api/pauses.ts';
import { useSeatAvailability } from '../api/seat-availability.ts';
import { shiftsQuery } from '../api/shifts.ts';

type Method = 'cash' | 'upi' | 'card';

/**
 * A walk-in's day pass in two steps: name and mobile number (a student with that number is found,
 * else registered), then a seat free today; the price starts from the owner's one-day plan. Selling
 * charges, takes the payment and numbers a receipt in one request.
 */
export function DayPassDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const sell = useSellDayPass();
  const shifts = useQuery(shiftsQuery);
  const plans = useQuery(membershipPlansQuery);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [seat, setSeat] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [method, setMethod] = useState<Method>('cash');
  const [sold, setSold] = useState<TDayPass | null>(null);
  const seats = useSeatAvailability({ shiftId, startsOn: null, duration: '1 Days', planId: null });
  const dayPrice = plans.data?.find((p) => p.duration_days === 1)?.price;
  const shownPrice = price === '' && dayPrice !== undefined ? dayPrice : price;
  const free = (seats.data ?? []).filter((s) => s.free);

  if (sold) {
    const getPdf = () =>
      download(
        `/api/receipts/${sold.receipt.id}/pdf?format=thermal`,
        `receipt-${sold.receipt.number}.pdf`,
      ).catch(() => notifyError(t('pauses.dayPass.failed')));
    return (
      <Modal opened onClose={onClose} title={t('pauses.dayPass.title')}>
        <Stack gap="sm">
          <Text role="status">
            {t('pauses.dayPass.sold', {
              number: sold.receipt.number,
              name: sold.student_name,
              seat: sold.seat_number,
              amount: formatRupees(sold.receipt.amount),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pauses.dayPass.close')}
            </Button>
            <Button onClick={getPdf}>{t('pauses.dayPass.receipt')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('pauses.dayPass.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          sell.mutate(
            {
              name,
              phone,
              seat_number: seat ?? '',
              shift_id: shiftId ? Number(shiftId) : null,
              price: shownPrice === '' ? '' : String(shownPrice),
              method,
            },
            { onSuccess: setSold },
          );
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('pauses.dayPass.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            required
            data-autofocus
          />
          <TextInput
            label={t('pauses.dayPass.phone')}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            required
          />
          <Select
            label={t('pauses.dayPass.shift')}
            placeholder={t('pauses.dayPass.wholeDay')}
            data={(shifts.data ?? [])
              .filter((s) => s.status === 'Active')
              .map((s) => ({ value: String(s.id), label: s.name }))}
            value={shiftId}
            onChange={(v) => {
              setShiftId(v);
              setSeat(null);
            }}
            clearable
          />
          <Select
            label={t('pauses.dayPass.seat')}
            data={free.map((s) => ({ value: s.label, label: s.label }))}
            value={seat}
            onChange={setSeat}
            searchable
            required
            nothingFoundMessage={t('pauses.dayPass.noSeat')}
            error={
              seats.isError
                ? t('pauses.dayPass.seatsFailed')
                : seats.isSuccess && free.length === 0
                  ? t('pauses.dayPass.noSeat')
                  : null
            }
          />
          <NumberInput
            label={t('pauses.dayPass.price')}
            value={shownPrice}
            onChange={setPrice}
            min={1}
            decimalScale={2}
            required
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="day-pass-method">
              {t('pauses.dayPass.method')}
            </Text>
            <SegmentedControl
              aria-labelledby="day-pass-method"
              value={method}
              onChange={(v) => setMethod(v as Method)}
              data={[
                { value: 'cash', label: t('pauses.dayPass.cash') },
                { value: 'upi', label: t('pauses.dayPass.upi') },
                { value: 'card', label: t('pauses.dayPass.card') },
              ]}
            />
          </div>
          <FormActions
            error={sell.isError ? messageOf(sell.error, t('pauses.dayPass.failed')) : null}
            submitLabel={t('pauses.dayPass.sell')}
            pending={sell.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
