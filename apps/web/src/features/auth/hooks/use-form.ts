import { useState, type ChangeEvent, type FormEvent } from 'react';
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

/**
 * The sign-in screens' small form state, with antd's timing: a field is checked as it changes and every field on
 * submit; messages are i18n keys so they follow a language switch.
 */
export function useForm<V extends Values<V>>({ initial, rules, dependents = {} }: FormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

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

  return { values, errors, field, setValue, resetValue, handleSubmit };
}
