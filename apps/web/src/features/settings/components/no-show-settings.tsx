import { Group, NumberInput, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { MAX_NO_SHOW_MINUTES, type TNoShowRule, ZNoShowRuleRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { noShowRuleQuery, useSaveNoShowRule } from '../api/no-shows.ts';

/**
 * No-shows: when on, a seat whose student has not checked in by their shift's start + N minutes
 * shows 'Free today' on the seat map and the grid, and the desk may book it for that day only.
 */
export function NoShowSettings() {
  const current = useQuery(noShowRuleQuery);
  const save = useSaveNoShowRule();
  const [rule, setRule] = useState<TNoShowRule | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setRule(current.data);
  }, [current.data]);

  const message: FormMessageValue | null = save.isSuccess
    ? { kind: 'success', text: 'No-show rule saved' }
    : save.isError
      ? { kind: 'error', text: messageOf(save.error, 'Failed to save the no-show rule') }
      : null;

  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        No-shows
      </Title>
      <Text size="sm" c="dimmed">
        A seat plan keeps its seat every day. With this on, a student who has not checked in by their shift's
        start plus the minutes below leaves their seat 'Free today': the desk can book it for that day only,
        and the plan holds it again tomorrow. If the student comes later, the check-in says which seat to
        take.
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isError ? (
          <Text c="red" role="alert">
            Failed to load the no-show rule.
          </Text>
        ) : !rule ? (
          <Skeleton h={96} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              // The API's own rule, so the form says what the server would.
              const checked = ZNoShowRuleRequest.safeParse(rule);
              setMinutesError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
              if (!checked.success) return;
              save.mutate(rule);
            }}
          >
            <Stack gap="md">
              <Switch
                label="Free a no-show's seat for the day"
                description="Off: seats stay held whether or not the student comes."
                checked={rule.free_seats}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setRule((r) => (r ? { ...r, free_seats: on } : r));
                }}
              />
              <Group>
                <NumberInput
                  label="Minutes after the shift starts"
                  description="0 frees the seat as the shift starts."
                  min={0}
                  max={MAX_NO_SHOW_MINUTES}
                  allowDecimal={false}
                  disabled={!rule.free_seats}
                  value={rule.after_minutes}
                  onChange={(v) => setRule((r) => (r ? { ...r, after_minutes: Number(v) } : r))}
                  error={minutesError}
                  w={{ base: '100%', sm: 260 }}
                />
              </Group>
              <SubmitWithMessage label="Save no-show rule" pending={save.isPending} message={message} />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
