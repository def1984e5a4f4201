import {
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TDoorMode, TDoorRules } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { doorRulesQuery, useSaveDoorRules } from '../api/door-rules.ts';

type ModeRule = Exclude<keyof TDoorRules, 'dues_above'>;

const RULES: Array<{ rule: ModeRule; label: string; help: string }> = [
  { rule: 'plan_expired', label: 'Plan expired', help: 'The desk sees the end date and Renew and Pay.' },
  {
    rule: 'outside_shift',
    label: 'Outside their shift',
    help: 'The desk sees the shift the student paid for.',
  },
  { rule: 'no_plan', label: 'No seat or membership', help: 'The student holds no seat plan.' },
  { rule: 'dues', label: 'Dues above the amount below', help: 'What the student owes now.' },
  { rule: 'card_revoked', label: 'Card revoked or replaced', help: 'A card you revoked, or an old copy.' },
  {
    rule: 'already_in',
    label: 'Already in',
    help: 'Warn: the scan checks them out. Refuse: it does nothing until someone lets them out.',
  },
];

/**
 * Rules at the door: for each check, whether a scan at the desk refuses (staff may still let the
 * student in with a reason) or only warns.
 */
export function DoorRulesSettings() {
  const current = useQuery(doorRulesQuery);
  const save = useSaveDoorRules();
  const [rules, setRules] = useState<TDoorRules | null>(null);
  useEffect(() => {
    if (current.data) setRules(current.data);
  }, [current.data]);

  const message: FormMessageValue | null = save.isSuccess
    ? { kind: 'success', text: 'Rules at the door saved' }
    : save.isError
      ? { kind: 'error', text: messageOf(save.error, 'Failed to save the rules') }
      : null;
  const set = (rule: ModeRule, mode: TDoorMode) => setRules((r) => (r ? { ...r, [rule]: mode } : r));

  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        Rules at the door
      </Title>
      <Text size="sm" c="dimmed">
        What a scan at the desk does for each check: refuse (staff can still let the student in, giving a
        reason) or only warn. Every refusal and override is on the audit trail and the staff home.
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isError ? (
          <Text c="red" role="alert">
            Failed to load the rules at the door.
          </Text>
        ) : !rules ? (
          <Skeleton h={240} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(rules);
            }}
          >
            <Stack gap="md">
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="xs">
                  <Table.Tbody>
                    {RULES.map(({ rule, label, help }) => (
                      <Table.Tr key={rule}>
                        <Table.Td>
                          <Text size="sm" fw={600} id={`door-rule-${rule}`}>
                            {label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {help}
                          </Text>
                        </Table.Td>
                        <Table.Td w={180}>
                          <SegmentedControl
                            aria-labelledby={`door-rule-${rule}`}
                            value={rules[rule]}
                            onChange={(v) => set(rule, v as TDoorMode)}
                            color={rules[rule] === 'refuse' ? 'red' : 'yellow'}
                            data={[
                              { value: 'refuse', label: 'Refuse' },
                              { value: 'warn', label: 'Warn' },
                            ]}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group>
                <NumberInput
                  label="Dues above (₹)"
                  description="The dues rule applies when a student owes more than this."
                  min={0}
                  max={10000000}
                  decimalScale={2}
                  value={rules.dues_above}
                  onChange={(v) => setRules((r) => (r ? { ...r, dues_above: Number(v) || 0 } : r))}
                  w={{ base: '100%', sm: 260 }}
                />
              </Group>
              <SubmitWithMessage label="Save rules" pending={save.isPending} message={message} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
