import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicLayout, PublicLayoutFallback } from './public-layout';

// Decision 56: a public page's chunk loads after the app's; meanwhile the header stands and the
// page's place is held, with nothing below it to be pushed down when the page comes.
describe('PublicLayout while a lazy page loads', () => {
  it('shows the header and a loading state in a window-high main, then the page and the footer', async () => {
    let arrive: (page: { Component: () => React.JSX.Element }) => void = () => {};
    const page = new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: <PublicLayout />,
          HydrateFallback: PublicLayoutFallback,
          children: [{ path: '/login', lazy: () => page }],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('link', { name: 'Conque' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.getByRole('main')).toHaveClass('min-h-dvh');
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await act(async () => arrive({ Component: () => <h1>Connexion</h1> }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Tous droits réservés');
  });
});
