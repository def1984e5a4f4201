import { Alert, Button } from '@mantine/core';

export interface FormMessageValue {
  kind: 'error' | 'success';
  text: string;
}

/** The inline message under a form: red for failures (role=alert), green for successes (role=status). */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  if (!message) return null;
  const error = message.kind === 'error';
  return (
    <Alert color={error ? 'red' : 'green'} variant="light" role={error ? 'alert' : 'status'} py="xs">
      {message.text}
    </Alert>
  );
}

/** The foot of a stacked form: its submit button, then the form's message under it. */
export function SubmitWithMessage({
  label,
  pending,
  message,
  mt,
}: {
  label: string;
  pending: boolean;
  message: FormMessageValue | null;
  mt?: string;
}) {
  return (
    <>
      <Button type="submit" loading={pending} mt={mt}>
        {label}
      </Button>
      <FormMessage message={message} />
    </>
  );
}
