import { Group } from '@mantine/core';
import type { TReminderKind, TReminderLang } from '@studydesk/contract';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import type { Column } from '../../common/rows-or-cards.tsx';
import { useLastReminders } from '../api/reminders.ts';
import { BulkReminders } from './bulk-reminders.tsx';
import { RemindButtons, ReminderLanguage } from './remind-buttons.tsx';

export interface ReminderTarget {
  studentId: number;
  name: string;
  /** One line for the one-by-one mode: what is due or ending. */
  detail: string;
}

/**
 * Reminders on a list of students: a toolbar (language, one-by-one mode) to put above the list and
 * a 'Remind' column (WhatsApp, SMS, when last reminded) to add to it.
 */
export function useReminderColumn<T>(
  kind: TReminderKind,
  rows: T[],
  target: (row: T) => ReminderTarget,
): { toolbar: ReactNode; column: Column<T> } {
  const translate = useT();
  const [lang, setLang] = useState<TReminderLang>('en');
  const targets = rows.map(target);
  const last = useLastReminders(targets.map((t) => t.studentId));
  return {
    toolbar: (
      <Group gap="sm" wrap="wrap">
        <ReminderLanguage value={lang} onChange={setLang} />
        <BulkReminders kind={kind} lang={lang} targets={targets} />
      </Group>
    ),
    column: {
      header: translate('reminders.remind'),
      cell: (row) => {
        const t = target(row);
        return (
          <RemindButtons
            studentId={t.studentId}
            name={t.name}
            kind={kind}
            lang={lang}
            last={last.get(t.studentId)}
          />
        );
      },
    },
  };
}
