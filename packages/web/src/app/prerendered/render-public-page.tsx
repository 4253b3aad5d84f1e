import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AppProviders } from '../providers';
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
  // The app's own tree (main.tsx), so that it can hydrate the page: same providers, and a router
  // whose structure React Router keeps alike on both sides.
  return renderToString(
    <AppProviders prerendering>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
};
