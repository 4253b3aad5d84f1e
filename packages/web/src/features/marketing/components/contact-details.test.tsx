import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { ContactDetails } from './contact-details';

it('shows the address and phone the server configures (spec 000 §2 /contact)', async () => {
  server.use(
    http.get('/api/organisation', () =>
      HttpResponse.json({
        name: 'Laboratoire Dupont',
        address: '5 quai Saint-Antoine, 69002 Lyon',
        phone: '04 78 11 22 33',
        help_phone: '04 78 11 22 44',
      }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContactDetails />
    </QueryClientProvider>,
  );
  expect(screen.queryByText(/rue|quai/)).toBeNull();
  expect(await screen.findByText(/5 quai Saint-Antoine, 69002 Lyon/)).toHaveTextContent('Laboratoire Dupont');
  expect(screen.getByRole('link', { name: '04 78 11 22 33' })).toHaveAttribute('href', 'tel:0478112233');
});
