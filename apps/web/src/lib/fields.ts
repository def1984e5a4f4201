import type { Dispatch, SetStateAction } from 'react';

/** `set('name')` gives the onChange of a text input that writes `form.name`. */
export function fieldSetter<T>(setForm: Dispatch<SetStateAction<T>>) {
  return (key: keyof T) => (e: { currentTarget: { value: string } }) => {
    // Read the value now: the event's target is gone by the time the updater runs.
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };
}
