import '@mantine/dates/styles.layer.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDay } from '@studydesk/contract/dates';
import { useT } from '../../i18n/use-t.ts';
import { formatDate } from './format.ts';

interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange(value: string): void;
}

/**
 * A day picker that shows '23 Nov 2026' whatever the browser's locale (a native date input follows
 * the phone's settings); typing '23 Nov 2026' or '2026-11-23' works too.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const t = useT();
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(day) => formatDate(day)}
      dateParser={parseDay}
      placeholder={props.placeholder ?? t('form.datePlaceholder')}
    />
  );
}
