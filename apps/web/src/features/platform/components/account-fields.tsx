import { Button, PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * Email, password and the submit button of the platform's add-account forms (admins, super
 * admins), in the row of the form; `widths` are the two inputs' widths from the small breakpoint up.
 */
export function AccountFields({
  inputProps,
  widths: [email, password],
  submitLabel,
  pending,
}: {
  inputProps(path: 'email' | 'password'): GetInputPropsReturnType;
  widths: [number, number];
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <>
      <TextInput label="Email" type="email" w={{ base: '100%', sm: email }} {...inputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        w={{ base: '100%', sm: password }}
        {...inputProps('password')}
      />
      <Button type="submit" loading={pending} mt={{ base: 0, sm: 25 }}>
        {submitLabel}
      </Button>
    </>
  );
}
