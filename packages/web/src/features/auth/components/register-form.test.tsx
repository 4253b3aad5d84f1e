import { MESSAGES } from '@conque/domain/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from './register-form';

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <RegisterForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const modeButton = (name: string) => screen.getByRole('button', { name });

describe('RegisterForm', () => {
  it('prefills an invitation link and switches to invitation mode', () => {
    renderAt('/register?email=claire%40audition-lyon.fr&code=K7P2QX&invitation=true');
    expect(screen.getByLabelText('Email')).toHaveValue('claire@audition-lyon.fr');
    expect(screen.getByLabelText("Code d'invitation")).toHaveValue('K7P2QX');
    expect(modeButton("J'ai un code d'invitation")).toHaveAttribute('aria-pressed', 'true');
    expect(modeButton('Créer un établissement')).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts in establishment mode without the invitation code field', () => {
    renderAt('/register');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByLabelText("Code d'invitation")).not.toBeInTheDocument();
    expect(modeButton('Créer un établissement')).toHaveAttribute('aria-pressed', 'true');
  });

  it('requires the code and a 6-character password in invitation mode', async () => {
    const user = userEvent.setup();
    renderAt('/register?email=claire%40audition-lyon.fr');
    await user.click(modeButton("J'ai un code d'invitation"));
    await user.type(screen.getByLabelText('Mot de passe'), '12345');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    expect(screen.getByLabelText("Code d'invitation")).toHaveAccessibleDescription(MESSAGES.required);
  });
});
