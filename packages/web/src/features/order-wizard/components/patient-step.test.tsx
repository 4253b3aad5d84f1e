import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOrderWizard } from '../hooks/use-order-wizard';
import { newWizardState } from '../wizard-state';
import { PatientStep } from './patient-step';

const Harness = () => {
  const wizard = useOrderWizard(newWizardState);
  return (
    <>
      <PatientStep wizard={wizard} />
      <output aria-label="étape">{wizard.state.step}</output>
    </>
  );
};

const renderStep = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

describe('PatientStep (spec 001 §5 step 1)', () => {
  it('keeps Sauvegarder and Étape suivante disabled until names and gender are given', async () => {
    const user = userEvent.setup();
    renderStep();
    const next = screen.getByRole('button', { name: 'Étape suivante' });
    const save = screen.getByRole('button', { name: 'Sauvegarder' });
    expect(next).toBeDisabled();
    expect(save).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'N/C' })).toBeChecked();

    await user.type(screen.getByLabelText('Prénom'), 'Jeanne');
    await user.type(screen.getByLabelText('Nom'), '   ');
    await user.click(screen.getByRole('radio', { name: 'Femme' }));
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText('Nom'), 'Martin');
    expect(next).toBeEnabled();
    expect(save).toBeEnabled();
    await user.click(next);
    expect(screen.getByLabelText('étape')).toHaveTextContent('2');
  });
});
