import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { SignedOutSession } from '@/lib/session';
import { LandingRoute } from '../routes/public/landing';

/**
 * Decision 73: the landing page as the app draws it for a visitor without a session, rendered once
 * at build time (prerender-landing.ts), from the same components as the app's route.
 */
export const renderLanding = async (): Promise<string> => {
  const handler = createStaticHandler([
    { element: <PublicLayout />, children: [{ path: '/', element: <LandingRoute /> }] },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`page d'accueil : réponse ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <SignedOutSession>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SignedOutSession>,
  );
};
