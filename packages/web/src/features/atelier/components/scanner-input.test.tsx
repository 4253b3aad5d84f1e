import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScannerInput } from './scanner-input';

// Decision 142: the handheld scanner types into a field that keeps the focus, without the tablet's
// on-screen keyboard until the préparateur taps it.
describe('ScannerInput', () => {
  it('hands each code typed before Enter to onScan, then is empty and focused for the next', async () => {
    const scans: string[] = [];
    render(<ScannerInput onScan={(code) => scans.push(code)} paused={false} />);
    const field = screen.getByLabelText('Code scanné');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'none');
    await userEvent.keyboard('https://conque.example/o/2026-00042{Enter}');
    await userEvent.keyboard('2026-00043{Enter}');
    await userEvent.keyboard('   {Enter}');
    expect(scans).toEqual(['https://conque.example/o/2026-00042', '2026-00043']);
    expect(field).toHaveValue('');
  });

  it('takes the focus back when it falls to the page, and gives the keyboard back when tapped', async () => {
    render(
      <>
        <ScannerInput onScan={() => {}} paused={false} />
        <button type="button">Passer à l’étape suivante</button>
      </>,
    );
    const field = screen.getByLabelText('Code scanné');
    const button = screen.getByRole('button');
    button.focus();
    button.blur();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.pointer({ keys: '[MouseLeft]', target: field });
    expect(field).toHaveAttribute('inputmode', 'text');
  });
});
