import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field.component.tsx';

function ControlledPhoneField() {
  const [value, setValue] = useState('');
  return <PhoneField label="Phone number" value={value} onValueChange={setValue} />;
}

describe('PhoneField', () => {
  it('groups the digits 3-3-rest as they are typed', async () => {
    render(<ControlledPhoneField />);
    const input = screen.getByLabelText('Phone number');

    await userEvent.type(input, '6045550101');

    expect(input).toHaveValue('604 555 0101');
  });

  it('drops everything that is not a digit, including a pasted prefix', async () => {
    render(<ControlledPhoneField />);
    const input = screen.getByLabelText('Phone number');

    await userEvent.click(input);
    await userEvent.paste('(604) 555-01ab01');

    expect(input).toHaveValue('604 555 0101');
  });

  it('shows the fixed Canadian prefix and describes the input with it', () => {
    render(<ControlledPhoneField />);

    expect(screen.getByText('+1')).toBeVisible();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('+1');
  });
});
