import { type ReactNode, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PublicLayout, PublicLayoutFallback } from '@/components/layouts/public-layout';
import { RequireAccess } from '@/components/layouts/require-access';
import { endTakeover } from '@/lib/prerendered-takeover';
import type { DashboardRoute } from '@/lib/route-access';
import { setSessionEndNavigation } from '@/lib/session-end';
import { FullPageSpinner } from './routes/dashboard/full-page-spinner';
import { NotFoundRoute } from './routes/not-found';

// Every dashboard page declares what it needs in lib/route-access (read from the permission table),
// the declaration the menu reads too; a role that may not open it is sent to its home.
const guarded = (route: DashboardRoute, page: ReactNode) => (
  <RequireAccess route={route}>{page}</RequireAccess>
);

// Decisions 52 and 73: every page is a chunk of its own, loaded when its route matches (the public
// pages load neither the dashboard, nor the wizard, nor the forms they do not show). The router
// keeps the page on screen until the next one's chunk is in; on the first load, the layout's
// fallback stands where the page will be.

// Spec 000 §2 and 001 §2: every route of the app.
const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    HydrateFallback: PublicLayoutFallback,
    children: [
      // A first visit to `/` gets the page rendered at build time, without the app (decision 73):
      // the app draws it only when a link leads back to it, or for a browser holding a session.
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./routes/public/landing')).LandingRoute }),
      },
      {
        path: '/contact',
        lazy: async () => ({ Component: (await import('./routes/public/contact')).ContactRoute }),
      },
      {
        path: '/confidentialite',
        lazy: async () => ({ Component: (await import('./routes/public/privacy')).PrivacyRoute }),
      },
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./routes/public/login')).LoginRoute }),
      },
      {
        path: '/register',
        lazy: async () => ({ Component: (await import('./routes/public/register')).RegisterRoute }),
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/public/forgot-password')).ForgotPasswordRoute,
        }),
      },
      {
        path: '/two-factor',
        lazy: async () => ({ Component: (await import('./routes/public/two-factor')).TwoFactorRoute }),
      },
      // Decision 139: the short link an order sheet's QR code holds, resolved with the reader's session.
      {
        path: '/o/:orderNumber',
        lazy: async () => ({ Component: (await import('./routes/order-short-link')).OrderShortLinkRoute }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('./routes/public/reset-password')).ResetPasswordRoute,
        }),
      },
    ],
  },
  {
    path: '/dashboard',
    HydrateFallback: FullPageSpinner,
    lazy: async () => ({
      Component: (await import('./routes/dashboard/dashboard-layout')).DashboardLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => {
          const { DashboardHomeRoute } = await import('./routes/dashboard/dashboard-home');
          return { element: guarded('home', <DashboardHomeRoute />) };
        },
      },
      {
        path: 'profile',
        lazy: async () => {
          const { ProfileRoute } = await import('./routes/dashboard/profile');
          return { element: guarded('profile', <ProfileRoute />) };
        },
      },
      {
        path: 'orders',
        lazy: async () => {
          const { OrdersRoute } = await import('./routes/dashboard/orders');
          return { element: guarded('orders', <OrdersRoute />) };
        },
      },
      {
        path: 'orders/drafts',
        lazy: async () => {
          const { DraftsRoute } = await import('./routes/dashboard/drafts');
          return { element: guarded('drafts', <DraftsRoute />) };
        },
      },
      {
        path: 'orders/new',
        lazy: async () => {
          const { NewOrderRoute } = await import('./routes/dashboard/new-order');
          return { element: guarded('newOrder', <NewOrderRoute />) };
        },
      },
      {
        path: 'orders/:id',
        lazy: async () => {
          const { OrderRoute } = await import('./routes/dashboard/order');
          return { element: guarded('order', <OrderRoute />) };
        },
      },
      {
        path: 'orders/:id/edit',
        lazy: async () => {
          const { EditOrderRoute } = await import('./routes/dashboard/edit-order');
          return { element: guarded('editOrder', <EditOrderRoute />) };
        },
      },
      {
        path: 'preparator',
        lazy: async () => {
          const { PreparatorRoute } = await import('./routes/dashboard/preparator');
          return { element: guarded('preparator', <PreparatorRoute />) };
        },
      },
      {
        path: 'preparator/invoices',
        lazy: async () => {
          const { PreparatorInvoicesRoute } = await import('./routes/dashboard/preparator-invoices');
          return { element: guarded('preparatorInvoices', <PreparatorInvoicesRoute />) };
        },
      },
      {
        path: 'preparator/prices',
        lazy: async () => {
          const { PriceListRoute } = await import('./routes/dashboard/price-list');
          return { element: guarded('priceList', <PriceListRoute />) };
        },
      },
      {
        path: 'preparator/einvoicing',
        lazy: async () => {
          const { EinvoicingRoute } = await import('./routes/dashboard/einvoicing');
          return { element: guarded('einvoicing', <EinvoicingRoute />) };
        },
      },
      {
        path: 'preparator/planning',
        lazy: async () => {
          const { PlanningRoute } = await import('./routes/dashboard/planning');
          return { element: guarded('planning', <PlanningRoute />) };
        },
      },
      {
        path: 'preparator/production-steps',
        lazy: async () => {
          const { ProductionStepsRoute } = await import('./routes/dashboard/production-steps');
          return { element: guarded('productionSteps', <ProductionStepsRoute />) };
        },
      },
      {
        path: 'preparator/statistics',
        lazy: async () => {
          const { StatisticsRoute } = await import('./routes/dashboard/statistics');
          return { element: guarded('statistics', <StatisticsRoute />) };
        },
      },
      {
        path: 'activity',
        lazy: async () => {
          const { ActivityRoute } = await import('./routes/dashboard/activity');
          return { element: guarded('activity', <ActivityRoute />) };
        },
      },
      {
        path: 'preparator/remakes',
        lazy: async () => {
          const { RemakeRatesRoute } = await import('./routes/dashboard/remake-rates');
          return { element: guarded('remakeRates', <RemakeRatesRoute />) };
        },
      },
      {
        path: 'invoices',
        lazy: async () => {
          const { InvoicesRoute } = await import('./routes/dashboard/invoices');
          return { element: guarded('invoices', <InvoicesRoute />) };
        },
      },
      {
        path: 'establishment',
        lazy: async () => {
          const { EstablishmentRoute } = await import('./routes/dashboard/establishment');
          return { element: guarded('establishment', <EstablishmentRoute />) };
        },
      },
      {
        path: 'collaborators',
        lazy: async () => {
          const { CollaboratorsRoute } = await import('./routes/dashboard/collaborators');
          return { element: guarded('collaborators', <CollaboratorsRoute />) };
        },
      },
      {
        path: 'users',
        lazy: async () => {
          const { UsersRoute } = await import('./routes/dashboard/users');
          return { element: guarded('users', <UsersRoute />) };
        },
      },
      {
        path: 'webhooks',
        lazy: async () => {
          const { WebhooksRoute } = await import('./routes/dashboard/webhooks');
          return { element: guarded('webhooks', <WebhooksRoute />) };
        },
      },
      {
        path: 'api-keys',
        lazy: async () => {
          const { ApiKeysRoute } = await import('./routes/dashboard/api-keys');
          return { element: guarded('apiKeys', <ApiKeysRoute />) };
        },
      },
    ],
  },
  // Decision 142: the préparateurs' tablet screen, outside the dashboard's shell.
  {
    path: '/atelier',
    HydrateFallback: FullPageSpinner,
    lazy: async () => ({ Component: (await import('./routes/atelier')).AtelierRoute }),
  },
  { path: '*', element: <NotFoundRoute /> },
]);

/**
 * Resolves once the router has loaded the chunks of the address's route: a page drawn at build time
 * (decision 73) is then replaced by the same page, never by the loading state.
 */
export const whenRouterReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

export const AppRouter = () => {
  // A session the server ended is noticed in the API client, outside React: it leaves through here.
  useEffect(() => setSessionEndNavigation((to) => router.navigate(to, { replace: true })), []);
  // A page drawn at build time that the app draws again is inert until then (decision 73): now. What
  // was typed in it has been read (lib/prerendered-takeover.ts).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    endTakeover();
  }, []);
  return <RouterProvider router={router} />;
};
