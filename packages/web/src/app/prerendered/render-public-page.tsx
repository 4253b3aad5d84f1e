import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { createQueryClient } from '@/lib/query-client';
import { SignedOutSession } from '@/lib/session';
import { LandingRoute } from '../routes/public/landing';
import { LoginRoute } from '../routes/public/login';
import { RegisterRoute } from '../routes/public/register';

/** The public pages drawn at build time (decision 73), as the app draws them for a visitor without a session. */
const PRERENDERED_ROUTES = [
  { path: '/', element: <LandingRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/register', element: <RegisterRoute /> },
];

/** One of PRERENDERED_ROUTES' pages, from the same components as the app's routes (prerender-public-pages.ts). */
export const renderPublicPage = async (path: string): Promise<string> => {
  const handler = createStaticHandler([{ element: <PublicLayout />, children: PRERENDERED_ROUTES }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} : réponse ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <SignedOutSession>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SignedOutSession>
    </QueryClientProvider>,
  );
};
