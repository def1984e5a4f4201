import { Group, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { TDoorMode, TDoorRules } from '@studydesk/contract';
import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { SubmitWithMessage } from '../../common/form-message.tsx';
import { SettingsSection, saveMessage } from '../../common/settings-section.tsx';
import { doorRulesQuery, useSaveDoorRules } from '../api/door-rules.ts';

type ModeRule = Exclude<keyof TDoorRules, 'dues_above'>;

const RULES: Array<{ rule: ModeRule; label: MessageKey; help: MessageKey }> = [
  { rule: 'plan_expired', label: 'account.door.rule.plan_expired', help: 'account.door.help.plan_expired' },
  {
    rule: 'outside_shift',
    label: 'account.door.rule.outside_shift',
    help: 'account.door.help.outside_shift',
  },
  { rule: 'no_plan', label: 'account.door.rule.no_plan', help: 'account.door.help.no_plan' },
  { rule: 'dues', label: 'account.door.rule.dues', help: 'account.door.help.dues' },
  { rule: 'card_revoked', label: 'account.door.rule.card_revoked', help: 'account.door.help.card_revoked' },
  { rule: 'already_in', label: 'account.door.rule.already_in', help: 'account.door.help.already_in' },
];

/**
 * Rules at the door: for each check, whether a scan at the desk refuses (staff may still let the
 * student in with a reason) or only warns.
 */
export function DoorRulesSettings() {
  const t = useT();
  const current = useQuery(doorRulesQuery);
  const save = useSaveDoorRules();
  const [rules, patch] = useDraft(current.data);
  const message = saveMessage(save, { saved: t('account.door.saved'), failed: t('account.door.saveFailed') });
  const set = (rule: ModeRule, mode: TDoorMode) => patch({ [rule]: mode });

  return (
    <SettingsSection
      title={t('account.door.title')}
      intro={t('account.door.intro')}
      loading={!rules}
      loadFailed={current.isError ? t('account.door.loadFailed') : null}
      skeletonHeight={240}
    >
      {rules && (
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
                          {t(label)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(help)}
                        </Text>
                      </Table.Td>
                      <Table.Td w={180}>
                        <SegmentedControl
                          aria-labelledby={`door-rule-${rule}`}
                          value={rules[rule]}
                          onChange={(v) => set(rule, v as TDoorMode)}
                          color={rules[rule] === 'refuse' ? 'red' : 'yellow'}
                          data={[
                            { value: 'refuse', label: t('account.door.refuse') },
                            { value: 'warn', label: t('account.door.warn') },
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
                label={t('account.door.duesAbove')}
                description={t('account.door.duesHint')}
                min={0}
                max={10000000}
                decimalScale={2}
                value={rules.dues_above}
                onChange={(v) => patch({ dues_above: Number(v) || 0 })}
                w={{ base: '100%', sm: 260 }}
              />
            </Group>
            <SubmitWithMessage label={t('account.door.save')} pending={save.isPending} message={message} />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
