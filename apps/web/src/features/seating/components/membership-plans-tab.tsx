import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TMembershipPlan, ZMembershipPlanRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { formatRupees } from '../../common/format.ts';
import { InlineForm } from '../../common/inline-form.tsx';
import {
  membershipPlansQuery,
  useAddMembershipPlan,
  useDeleteMembershipPlan,
} from '../api/membership-plans.ts';

const EMPTY = { name: '', duration_days: 30 as number | string, price: 299 as number | string };

/** The plans students see on their plans page. */
export function MembershipPlansTab() {
  const t = useT();
  const list = useQuery(membershipPlansQuery);
  const add = useAddMembershipPlan();
  const remove = useDeleteMembershipPlan();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<typeof EMPTY>(ZMembershipPlanRequest),
  });
  const submit = form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }));

  const askDelete = async (plan: TMembershipPlan) => {
    if (
      await confirmDelete(
        t('seating.manage.deleteTitle'),
        t('seating.manage.deleteNamed', { name: plan.name }),
      )
    )
      remove.mutate(plan.id);
  };
  const columns: Column<TMembershipPlan>[] = [
    { header: t('seating.column.name'), cell: (p) => p.name },
    { header: t('seating.column.duration'), cell: (p) => p.duration_days },
    { header: t('seating.column.price'), cell: (p) => formatRupees(p.price) },
    {
      header: t('seating.manage.actions'),
      cell: (p) => (
        <Button size="xs" variant="light" color="red" onClick={() => askDelete(p)}>
          {t('form.delete')}
        </Button>
      ),
    },
  ];

  // Short plans in one tap: a day pass, a week, a fortnight (the owner sets the price).
  const presets = [
    { days: 1, name: t('seating.manage.presetDay') },
    { days: 7, name: t('seating.manage.presetWeek') },
    { days: 14, name: t('seating.manage.presetFortnight') },
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('seating.manage.presets')}
        </Text>
        {presets.map((p) => (
          <Button
            key={p.days}
            size="compact-sm"
            variant="light"
            onClick={() => form.setValues({ name: p.name, duration_days: p.days })}
          >
            {p.name}
          </Button>
        ))}
      </Group>
      <InlineForm
        onSubmit={submit}
        submitLabel={t('seating.manage.add')}
        pending={add.isPending}
        error={add.isError ? messageOf(add.error, t('seating.manage.saveFailed')) : null}
      >
        <TextInput
          label={t('seating.manage.planName')}
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={t('seating.manage.durationDays')}
          min={1}
          allowDecimal={false}
          w={150}
          {...form.getInputProps('duration_days')}
        />
        <NumberInput
          label={t('seating.manage.priceLabel')}
          min={1}
          decimalScale={2}
          w={150}
          {...form.getInputProps('price')}
        />
      </InlineForm>
      <DataTable
        query={list}
        errorText={t('seating.manage.plansFailed')}
        columns={columns}
        rowKey={(p) => p.id}
        emptyText={t('seating.manage.membershipEmpty')}
        label={t('seating.manage.membershipLabel')}
        minWidth={480}
      />
    </Stack>
  );
}
