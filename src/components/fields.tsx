/**
 * Form fields (docs/ui.md Forms): label above the field, inline message under the field that failed (linked with
 * aria-describedby and aria-invalid), autocomplete attributes passed through, password show/hide.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: ReactNode | null;
  hint?: ReactNode;
  children: ReactNode;
  required?: boolean;
}

function FieldShell({ id, label, error, hint, children, required }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  error?: ReactNode | null;
  hint?: ReactNode;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  id,
  required,
  className,
  ...rest
}: TextFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input
        {...rest}
        id={fieldId}
        className={`field__input ${className ?? ''}`}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValueChange(e.target.value)}
      />
    </FieldShell>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const auto = useId();
  const fieldId = props.id ?? auto;
  const { label, value, onValueChange, error, hint, required, className, ...rest } = props;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <div className="field__password">
        <input
          {...rest}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className={`field__input ${className ?? ''}`}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onValueChange(e.target.value)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-controls={fieldId}
          aria-label={
            visible
              ? t({ id: 'form.hide_password', message: 'Hide password' })
              : t({ id: 'form.show_password', message: 'Show password' })
          }
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <Trans id="form.hide">Hide</Trans> : <Trans id="form.show">Show</Trans>}
        </button>
      </div>
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange(value: string): void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Text of the empty first option (nothing chosen yet). */
  placeholder?: string;
  error?: ReactNode | null;
}

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  id,
  required,
  ...rest
}: SelectFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} error={error} required={required}>
      <select
        {...rest}
        id={fieldId}
        className="field__input field__select"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(e) => onValueChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: ReactNode | null;
  name?: string;
  required?: boolean;
}

export function CheckboxField({ label, checked, onCheckedChange, error, name, required }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className="field__checkbox"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onCheckedChange(e.target.checked)}
      />
      <label htmlFor={id} className="field__checkbox-label">
        {label}
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
