import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AuthKey, Rule } from '../utils/form-rules.ts';

/** A form's values: text for every field. */
type Values<V> = Record<keyof V, string>;

export type FieldRules<V extends Values<V>> = { readonly [K in keyof V]?: readonly Rule<V>[] };

interface FormOptions<V extends Values<V>> {
  initial: V;
  /** Only fields with rules are checked; the set may change between renders (e.g. the sign-in mode). */
  rules: FieldRules<V>;
  /** Fields checked again when another changes (antd's `dependencies`), once they have been checked themselves. */
  dependents?: { readonly [K in keyof V]?: readonly (keyof V)[] };
}

export type FieldErrors<V extends Values<V>> = { [K in keyof V]?: AuthKey };

/** What a field component needs to read and change one value. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** The inputs of `form` whose text differs from `initial`, by name; undefined when none does. */
function adoptedValues<V extends Values<V>>(form: HTMLFormElement | null, initial: V): Partial<V> | undefined {
  const found: Partial<Record<keyof V, string>> = {};
  for (const name of Object.keys(initial) as (keyof V & string)[]) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement && input.value !== initial[name]) found[name] = input.value;
  }
  return Object.keys(found).length > 0 ? (found as Partial<V>) : undefined;
}

/**
 * The sign-in screens' small form state, with antd's timing: a field is checked as it changes and every field on
 * submit; messages are i18n keys so they follow a language switch.
 */
export function useForm<V extends Values<V>>({ initial, rules, dependents = {} }: FormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const ref = useRef<HTMLFormElement>(null);

  // Text typed into the prerendered screen before React took it over stays in the inputs (hydration keeps them), and
  // so does what the browser filled in; either becomes the form's value here, once, unchecked as a prefilled value.
  useEffect(() => {
    const typed = adoptedValues(ref.current, initial);
    if (typed) setValues((current) => ({ ...current, ...typed }));
  }, [initial]);

  const check = (name: keyof V, all: V): AuthKey | undefined =>
    rules[name]?.map((rule) => rule(all[name] ?? '', all)).find((key) => key !== undefined);

  function setValue(name: keyof V, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((current) => {
      const found: FieldErrors<V> = { ...current, [name]: check(name, next) };
      // A field has a key in `errors` once it has been checked, even when it passed.
      for (const other of dependents[name] ?? []) if (other in current) found[other] = check(other, next);
      return found;
    });
  }

  /** Replaces a value without checking it, e.g. clearing a spent captcha. */
  function resetValue(name: keyof V, value = '') {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
  });

  function handleSubmit(onValid: (values: V) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const found: FieldErrors<V> = {};
      for (const name of Object.keys(rules) as (keyof V)[]) found[name] = check(name, values);
      setErrors(found);
      if (Object.values(found).every((key) => key === undefined)) onValid(values);
    };
  }

  return { ref, values, errors, field, setValue, resetValue, handleSubmit };
}
