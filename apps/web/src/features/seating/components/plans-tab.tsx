import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TPlaceKind } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { contractValidate } from '../../../lib/contract-form.ts';
import { useSession } from '../../../lib/session.tsx';
import { type Column, DataTable } from '../../common/data-table.tsx';
import { DateField } from '../../common/date-field.tsx';
import { confirmDelete } from '../../common/feedback.tsx';
import { FormActions } from '../../common/form-actions.tsx';
import { formatDateTime } from '../../common/format.ts';
import { EditDeleteButtons } from '../../common/row-actions.tsx';
import { StudentSelect } from '../../students/components/student-select.tsx';
import {
  type PlanOf,
  plansQuery,
  useDeletePlan,
  useRenewPlan,
  useSavePlan,
  useTogglePlan,
} from '../api/plans.ts';
import { planStatus } from './plan-columns.tsx';
import type { PlanKind, PlanValues } from './plan-kinds.tsx';
import { ValidityBadge } from './validity-badge.tsx';

const BLANK: PlanValues = {
  seat_number: '',
  shift_id: null,
  duration: '',
  name: '',
  locker_number: null,
  duration_days: '',
  price: '',
  student_id: null,
  starts_on: null,
  status: 'Active',
  membership_plan_id: null,
};

/** One kind of plan (seat or locker): its add/edit form, then its table with toggle, renew, edit, delete. */
export function PlansTab<K extends TPlaceKind>({ kind }: { kind: PlanKind<K> }) {
  const t = useT();
  const list = useQuery(plansQuery(kind.kind));
  const [editing, setEditing] = useState<PlanOf<K> | null>(null);
  const toggle = useTogglePlan(kind.kind, t(kind.texts.toggle));
  const renew = useRenewPlan();
  const remove = useDeletePlan(kind.kind, t(kind.texts.remove));
  const renewing = renew.isPending ? (renew.variables?.id ?? null) : null;

  const askDelete = async (plan: PlanOf<K>) => {
    if (await confirmDelete(t('seating.manage.deleteTitle'), t('seating.manage.deleteMessage')))
      remove.mutate(plan.id);
  };
  const columns: Column<PlanOf<K>>[] = [
    ...kind.columns(t),
    {
      // One word for where the plan stands: its validity while on, 'Inactive' when switched off.
      header: t('seating.manage.status'),
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          <Switch
            checked={p.status === 'Active'}
            onChange={() => toggle.mutate(p.id)}
            aria-label={t('seating.manage.statusLabel', { status: planStatus(t, p.status) })}
          />
          {p.status === 'Active' ? (
            <ValidityBadge validity={p.validity} daysLeft={p.days_left} renewed={p.renewed_by_id !== null} />
          ) : (
            <Badge color="gray" variant="light" tt="none">
              {t('seating.manage.inactive')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: t('seating.manage.createdUpdated'),
      cell: (p) => (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(p.created_at)}
          <br />
          {formatDateTime(p.updated_at)}
        </Text>
      ),
    },
    {
      header: t('seating.manage.actions'),
      cell: (p) => (
        <EditDeleteButtons onEdit={() => setEditing(p)} onDelete={() => askDelete(p)} compact>
          {p.validity && p.renewed_by_id === null ? (
            <Button
              size="compact-xs"
              variant="light"
              color="teal"
              loading={renewing === p.id}
              disabled={renewing !== null && renewing !== p.id}
              onClick={() => renew.mutate({ kind: kind.kind, id: p.id })}
            >
              {t('seating.manage.renew')}
            </Button>
          ) : null}
        </EditDeleteButtons>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PlanEditor key={editing?.id ?? 'new'} kind={kind} editing={editing} onDone={() => setEditing(null)} />
      <DataTable
        query={list}
        errorText={t(kind.texts.load)}
        columns={columns}
        rowKey={(p) => p.id}
        emptyText={t(kind.texts.empty)}
        label={t(kind.texts.label)}
        minWidth={kind.kind === 'seat' ? 900 : 860}
      />
    </Stack>
  );
}

/**
 * Adds a plan, or edits the one given; the contract's schema checks it before anything is sent.
 * After an add the form keeps what the next plan likely shares (price, shift, dates) and clears
 * the place and the student.
 */
function PlanEditor<K extends TPlaceKind>({
  kind,
  editing,
  onDone,
}: {
  kind: PlanKind<K>;
  editing: PlanOf<K> | null;
  onDone(): void;
}) {
  const t = useT();
  const { user } = useSession();
  const save = useSavePlan(kind.kind, t(kind.texts.save));
  // A seat offered to a new student (an enquiry just converted): `?student=&name=&shift=`.
  const [params] = useSearchParams();
  const offered = kind.kind === 'seat' && !editing && params.get('student') ? params : null;
  const form = useForm<PlanValues>({
    initialValues: {
      ...BLANK,
      ...kind.empty,
      ...(editing ? kind.fromPlan(editing) : {}),
      ...(offered ? { student_id: offered.get('student'), shift_id: offered.get('shift') || null } : {}),
    },
    validate: contractValidate<PlanValues>(kind.schema),
  });
  const submit = form.onSubmit((values) => {
    const body = { ...kind.schema.parse(values), admin_id: user?.admin_id ?? undefined };
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: () => {
          if (editing) onDone();
          else form.setValues(kind.cleared);
        },
      },
    );
  });
  const Fields = kind.Fields;

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Fields form={form} planId={editing?.id ?? null} />
            <StudentSelect
              placeholder={t('seating.manage.noStudent')}
              clearable
              current={
                editing?.student_id && editing.student_name
                  ? { value: String(editing.student_id), label: editing.student_name }
                  : offered
                    ? { value: offered.get('student') ?? '', label: offered.get('name') ?? '' }
                    : null
              }
              {...form.getInputProps('student_id')}
            />
            <DateField
              label={t('seating.manage.startsOn')}
              description={t('seating.manage.startsHint')}
              clearable
              value={form.values.starts_on ?? ''}
              onChange={(day) => form.setFieldValue('starts_on', day || null)}
              error={form.errors.starts_on}
            />
          </SimpleGrid>
          <FormActions
            error={save.isError ? messageOf(save.error, t(kind.texts.save)) : null}
            submitLabel={editing ? t('seating.manage.update') : t('seating.manage.add')}
            pending={save.isPending}
            onCancel={editing ? onDone : undefined}
          />
        </Stack>
      </form>
    </Paper>
  );
}
