import { type FormErrors, schemaResolver } from '@mantine/form';

/**
 * A form's `validate` built from the contract's schema, so the browser checks the same rules with
 * the same messages as the server and OpenAPI. `required` first names the spec's own message for
 * blank fields (shown on the first blank one), e.g. 'All fields are required.'.
 */
export function contractValidate<T extends Record<string, unknown>>(
  schema: Parameters<typeof schemaResolver>[0],
  required?: { fields: Array<keyof T & string>; message: string },
): (values: T) => FormErrors {
  const bySchema = schemaResolver(schema, { sync: true });
  return (values) => {
    const blank = required?.fields.find((name) => String(values[name] ?? '').trim() === '');
    if (required && blank) return { [blank]: required.message };
    return bySchema(values);
  };
}
