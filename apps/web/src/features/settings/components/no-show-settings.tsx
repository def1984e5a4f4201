import { Group, NumberInput, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { MAX_NO_SHOW_MINUTES, type TNoShowRule, ZNoShowRuleRequest } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { type FormMessageValue, SubmitWithMessage } from '../../common/form-message.tsx';
import { noShowRuleQuery, useSaveNoShowRule } from '../api/no-shows.ts';

/**
 * No-shows: when on, a seat whose student has not checked in by their shift's start + N minutes
 * shows 'Free today' on the seat map and the grid, and the desk may book it for that day only.
 */
export function NoShowSettings() {
  const t = useT();
  const current = useQuery(noShowRuleQuery);
  const save = useSaveNoShowRule();
  const [rule, setRule] = useState<TNoShowRule | null>(null);
  const [minutesError, setMinutesError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setRule(current.data);
  }, [current.data]);

  const message: FormMessageValue | null = save.isSuccess
    ? { kind: 'success', text: t('account.noShow.saved') }
    : save.isError
      ? { kind: 'error', text: messageOf(save.error, t('account.noShow.saveFailed')) }
      : null;

  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h3">
        {t('account.noShow.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account.noShow.intro')}
      </Text>
      <Paper withBorder p="lg" radius="md">
        {current.isError ? (
          <Text c="red" role="alert">
            {t('account.noShow.loadFailed')}
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
                label={t('account.noShow.free')}
                description={t('account.noShow.freeHint')}
                checked={rule.free_seats}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setRule((r) => (r ? { ...r, free_seats: on } : r));
                }}
              />
              <Group>
                <NumberInput
                  label={t('account.noShow.minutes')}
                  description={t('account.noShow.minutesHint')}
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
              <SubmitWithMessage
                label={t('account.noShow.save')}
                pending={save.isPending}
                message={message}
              />
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
