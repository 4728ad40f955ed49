import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, FormError, PasswordField, RadioGroup, Select, SubmitButton, Switch, Textarea, TextField, fieldErrorMessage } from '.';

describe('form primitives', () => {
  it('TextField links its label, hint and error, and marks required and invalid', () => {
    render(<TextField label="Email" hint="Work address" error="Enter an email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address Enter an email');
  });

  it('works with react-hook-form register', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ name: string; agree: boolean; on: boolean; note: string; kind: string }>();
      return (
        <form onSubmit={(e) => void handleSubmit(submitted)(e)}>
          <TextField label="Name" {...register('name')} />
          <Checkbox label="Agree" {...register('agree')} />
          <Switch label="On" {...register('on')} />
          <Textarea label="Note" {...register('note')} />
          <Select
            label="Kind"
            options={[
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ]}
            {...register('kind')}
          />
          <SubmitButton>Save</SubmitButton>
        </form>
      );
    }
    render(<Form />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByRole('switch', { name: 'On' }));
    await user.type(screen.getByLabelText('Note'), 'hi');
    await user.selectOptions(screen.getByLabelText('Kind'), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted.mock.calls[0]![0]).toEqual({ name: 'Ada', agree: true, on: true, note: 'hi', kind: 'b' });
  });

  it('PasswordField shows and hides the password', async () => {
    render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('RadioGroup is a named group and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        label="Scope"
        name="scope"
        options={[
          { value: 'own', label: 'Own' },
          { value: 'company', label: 'Company' },
        ]}
        value="own"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Scope' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Company'));
    expect(onChange).toHaveBeenCalledWith('company');
  });

  it('FormError is an alert and renders nothing when empty; SubmitButton pending is busy and disabled', () => {
    const { rerender } = render(<FormError />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError>Wrong password</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    rerender(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('fieldErrorMessage reads nested errors', () => {
    expect(fieldErrorMessage({ a: { b: { message: 'bad' } } }, 'a.b')).toBe('bad');
    expect(fieldErrorMessage({}, 'a.b')).toBeUndefined();
  });
});
