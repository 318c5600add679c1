import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from './errors';

/**
 * A form on the contract's own schema (react-hook-form + its zod resolver): the app refuses
 * what the server would, with the same words, before the call; the server still checks.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
  });
}

/** A labelled control with its error under it. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: FieldError | { message?: string } | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={`form-field ${error ? 'has-error' : ''} ${className ?? ''}`}>
      <span className="form-label">{label}</span>
      {children}
      {error?.message ? (
        <span className="form-error" role="alert">
          {error.message}
        </span>
      ) : hint ? (
        <span className="form-hint">{hint}</span>
      ) : null}
    </label>
  );
}

/** The failure of a submit (the server's message), above the form's buttons. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="form-failure" role="alert">
      <strong>{t('error.title')}</strong> {errorText(error)}
    </div>
  );
}

/** A group of controls under one caption (checkboxes, radios): a fieldset, not a label. */
export function FieldSet({
  legend,
  error,
  children,
}: {
  legend: ReactNode;
  error?: { message?: string } | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={`form-field form-fieldset ${error ? 'has-error' : ''}`}>
      <legend className="form-label">{legend}</legend>
      {children}
      {error?.message ? (
        <span className="form-error" role="alert">
          {error.message}
        </span>
      ) : null}
    </fieldset>
  );
}
