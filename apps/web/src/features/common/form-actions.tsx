import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t.ts';

/** The foot of a form: its error (announced), then Cancel (when it can be closed) and the submit button. */
export function FormActions({
  error,
  submitLabel,
  pending,
  onCancel,
}: {
  error?: string | null;
  submitLabel?: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="xs">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {submitLabel ?? t('form.save')}
        </Button>
      </Group>
    </>
  );
}
