import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOrderWizard } from '../hooks/use-order-wizard';
import { EMPTY_VALUES, newWizardState } from '../wizard-state';
import { ConfigurationStep } from './configuration-step';

const Harness = () => {
  const wizard = useOrderWizard(() => ({
    ...newWizardState(),
    step: 3,
    reached: 3,
    values: {
      ...EMPTY_VALUES,
      patient_first_name: 'Jeanne',
      patient_last_name: 'Martin',
      patient_gender: 'female',
      details: { type: 'remote', brand: 'signia' },
    },
  }));
  return <ConfigurationStep wizard={wizard} />;
};

const renderStep = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );

describe('ConfigurationStep (spec 001 §2 step 3)', () => {
  it('toggles an ear card and offers its options, the canal-only ones disabled for other shapes', async () => {
    const user = userEvent.setup();
    renderStep();
    const left = screen.getByRole('button', { name: 'Oreille gauche' });
    expect(left).toHaveAttribute('aria-pressed', 'false');
    await user.click(left);
    expect(left).toHaveAttribute('aria-pressed', 'true');

    const ear = screen.getByRole('region', { name: 'Oreille gauche' });
    await user.click(within(ear).getByRole('radio', { name: 'Squelette' }));
    const categories = screen.getByRole('navigation', { name: 'Catégories' });
    expect(within(categories).getByRole('button', { name: 'Forme (complète)' })).toBeInTheDocument();

    await user.click(within(categories).getByRole('button', { name: 'Options' }));
    expect(within(ear).getByRole('radio', { name: 'Epaulement long' })).toBeDisabled();
    expect(within(ear).getByRole('radio', { name: 'Embout plein' })).toBeEnabled();
  });

  it('blocks the recap with the spec message and highlights the incomplete categories', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Oreille droite' }));
    const categories = screen.getByRole('navigation', { name: 'Catégories' });
    await user.click(within(categories).getByRole('button', { name: /^Options supplémentaires/ }));
    await user.click(screen.getByRole('button', { name: 'Récapitulatif de la commande' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.incompleteEars);
    expect(within(categories).getByRole('button', { name: 'Matériau (à compléter)' })).toBeInTheDocument();
  });

  it('asks a dimension once the vent is not Aucun', async () => {
    const user = userEvent.setup();
    renderStep();
    await user.click(screen.getByRole('button', { name: 'Oreille gauche' }));
    const categories = screen.getByRole('navigation', { name: 'Catégories' });
    await user.click(within(categories).getByRole('button', { name: 'Évent' }));
    const ear = screen.getByRole('region', { name: 'Oreille gauche' });
    expect(within(ear).queryByLabelText("Dimension de l'évent")).not.toBeInTheDocument();
    await user.click(within(ear).getByRole('radio', { name: 'Rainuré' }));
    await user.selectOptions(within(ear).getByLabelText("Dimension de l'évent"), '1,2 mm');
    expect(within(categories).getByRole('button', { name: 'Évent (complète)' })).toBeInTheDocument();
  });
});
