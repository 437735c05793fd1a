import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Control, ErrorText, Field, Hint, Label } from './TextField.styles';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** The field's name as the user reads it (the input's label). */
  label: string;
  /** What is wrong with the value, said right under the field; the input is then marked invalid. */
  error?: string;
  /** A short hint under the field while there is no error (e.g. the password rule). */
  hint?: string;
  /** A control beside the input, e.g. the 获取验证码 button. */
  action?: ReactNode;
};

/**
 * A labelled text input with its error next to it (forms validated while typing). Forwards its ref to the
 * input, so form libraries (react-hook-form's `register`) can drive it; what the user typed is theirs —
 * the field never clears itself.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, action, ...input },
  ref,
) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <input
          {...input}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
        {action}
      </Control>
      {error ? (
        <ErrorText id={noteId} role="alert">
          {error}
        </ErrorText>
      ) : (
        hint && <Hint id={noteId}>{hint}</Hint>
      )}
    </Field>
  );
});
