import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TMembershipPlan, ZMembershipPlanRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
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
  const list = useQuery(membershipPlansQuery);
  const add = useAddMembershipPlan();
  const remove = useDeleteMembershipPlan();
  const form = useForm({
    initialValues: EMPTY,
    validate: contractValidate<typeof EMPTY>(ZMembershipPlanRequest),
  });
  const submit = form.onSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }));

  const askDelete = async (plan: TMembershipPlan) => {
    if (await confirmDelete('Delete plan', `Delete ${plan.name}?`)) remove.mutate(plan.id);
  };
  const columns: Column<TMembershipPlan>[] = [
    { header: 'Name', cell: (p) => p.name },
    { header: 'Duration (days)', cell: (p) => p.duration_days },
    { header: 'Price', cell: (p) => formatRupees(p.price) },
    {
      header: 'Actions',
      cell: (p) => (
        <Button size="xs" variant="light" color="red" onClick={() => askDelete(p)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <InlineForm
        onSubmit={submit}
        submitLabel="Add Plan"
        pending={add.isPending}
        error={add.isError ? messageOf(add.error, 'Failed to save the plan.') : null}
      >
        <TextInput label="Plan name" w={{ base: '100%', sm: 240 }} {...form.getInputProps('name')} />
        <NumberInput
          label="Duration (days)"
          min={1}
          allowDecimal={false}
          w={150}
          {...form.getInputProps('duration_days')}
        />
        <NumberInput label="Price (₹)" min={1} decimalScale={2} w={150} {...form.getInputProps('price')} />
      </InlineForm>
      <DataTable
        query={list}
        errorText="Failed to fetch plans."
        columns={columns}
        rowKey={(p) => p.id}
        emptyText="No membership plans yet."
        label="Membership plans"
        minWidth={480}
      />
    </Stack>
  );
}
