import { useState } from 'react';

/**
 * The state of a small form of required text fields: `field('name')` gives the value and onChange
 * of the input that writes `form.name`.
 */
export function useTextFields<T extends Record<string, string>>(initial: T) {
  const [form, setForm] = useState(initial);
  const field = (key: keyof T & string) => ({
    required: true,
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      // Read the value now: the event's target is gone by the time the updater runs.
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });
  return { form, field };
}
