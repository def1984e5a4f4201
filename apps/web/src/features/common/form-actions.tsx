import { Button, Group, Text } from '@mantine/core';

/** The foot of a form: its error (announced), then Cancel (when it can be closed) and the submit button. */
export function FormActions({
  error,
  submitLabel = 'Save',
  pending,
  onCancel,
}: {
  error?: string | null;
  submitLabel?: string;
  pending: boolean;
  onCancel?: () => void;
}) {
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
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
