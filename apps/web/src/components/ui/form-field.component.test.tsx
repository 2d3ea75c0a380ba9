import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError, FormField } from './form-field.component.tsx';

describe('FormField', () => {
  it('names the control by its label and leaves it valid without an error', () => {
    render(<FormField label="Nickname">{(control) => <input {...control} />}</FormField>);

    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint, then its error, and marks it invalid', () => {
    render(
      <FormField label="Nickname" hint="What climbers call you." error="Please type in a nickname.">
        {(control) => <input {...control} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('What climbers call you. Please type in a nickname.');
  });

  it('reads the ids the screen adds before its own, and keeps the id it is given', () => {
    render(
      <>
        <span id="prefix">+1</span>
        <FormField label="Phone" id="phone" describedBy="prefix" error="Please type in a phone number.">
          {(control) => <input {...control} />}
        </FormField>
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAttribute('aria-describedby', 'prefix phone-error');
    expect(input).toHaveAccessibleDescription('+1 Please type in a phone number.');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <FormField label="First" error="First is wrong.">
          {(control) => <input {...control} />}
        </FormField>
        <FormField label="Second" error="Second is wrong.">
          {(control) => <select {...control} />}
        </FormField>
      </>,
    );

    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('First is wrong.');
    expect(screen.getByRole('combobox', { name: 'Second' })).toHaveAccessibleDescription('Second is wrong.');
  });
});

describe('FieldError', () => {
  it('shows nothing without a message, and describes what points at it', () => {
    const { rerender } = render(
      <fieldset aria-describedby="plans-error">
        <legend>Plans</legend>
        <FieldError id="plans-error" message={undefined} />
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Plans' })).not.toHaveAccessibleDescription();

    rerender(
      <fieldset aria-describedby="plans-error">
        <legend>Plans</legend>
        <FieldError id="plans-error" message="Choose at least one plan." />
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Plans' })).toHaveAccessibleDescription('Choose at least one plan.');
  });
});
