/**
 * Accessible form primitives (theme tokens, logical CSS for RTL, visible focus). Every field takes
 * `label` (required), `hint`, `error` and `labelHidden`; text-like fields accept react-hook-form's
 * `{...register('name')}` directly (ref is a prop in React 19). Copy comes translated from callers.
 *
 * - TextField: labelled <input>; hint and error are joined with aria-describedby, error sets aria-invalid; `required` adds a "*" marker.
 * - PasswordField: TextField for passwords with a show/hide button (`showLabel`, `hideLabel`) and a `below` slot (strength meter).
 * - Select: native <select> from `options` [{value,label}], optional empty `placeholder` choice.
 * - Textarea: labelled <textarea> (rows 4, vertical resize).
 * - Checkbox: native checkbox with its label beside it.
 * - Switch: native checkbox with role="switch" drawn as a track and knob (checked/onChange or register).
 * - RadioGroup: <fieldset>/<legend> of native radios, controlled (`value`/`onChange`) or `defaultValue`; use a Controller with RHF.
 * - FormError: role="alert" banner for errors that belong to no field; renders nothing when empty.
 * - SubmitButton: type="submit" primary button; `pending` disables it, sets aria-busy and shows a spinner (`pendingLabel` optional).
 * - fieldErrorMessage(errors, name): a field's RHF error message (or undefined), for `error=`.
 */
export { Checkbox, type CheckboxProps } from './checkbox';
export { FieldFrame, RequiredMark, type FieldTextProps } from './field';
export { useFieldIds } from './use-field-ids';
export { controlBase } from './field-styles';
export { FormError, type FormErrorProps } from './form-error';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export { Select, type SelectOption, type SelectProps } from './select';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { Switch, switchInputClass, type SwitchProps } from './switch';
export { TextField, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps } from './textarea';
export { fieldErrorMessage } from './field-error-message';
export { PeopleSearchField } from './people-search-field';
