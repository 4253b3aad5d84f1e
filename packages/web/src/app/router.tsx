import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RequireAccess } from '@/components/layouts/require-access';
import type { DashboardRoute } from '@/lib/route-access';
import { CollaboratorsRoute } from './routes/dashboard/collaborators';
import { DashboardHomeRoute } from './routes/dashboard/dashboard-home';
import { DashboardLayout } from './routes/dashboard/dashboard-layout';
import { DraftsRoute } from './routes/dashboard/drafts';
import { EditOrderRoute } from './routes/dashboard/edit-order';
import { EstablishmentRoute } from './routes/dashboard/establishment';
import { InvoicesRoute } from './routes/dashboard/invoices';
import { NewOrderRoute } from './routes/dashboard/new-order';
import { OrderRoute } from './routes/dashboard/order';
import { OrdersRoute } from './routes/dashboard/orders';
import { PreparatorRoute } from './routes/dashboard/preparator';
import { PreparatorInvoicesRoute } from './routes/dashboard/preparator-invoices';
import { ProfileRoute } from './routes/dashboard/profile';
import { UsersRoute } from './routes/dashboard/users';
import { NotFoundRoute } from './routes/not-found';
import { ContactRoute } from './routes/public/contact';
import { ForgotPasswordRoute } from './routes/public/forgot-password';
import { LandingRoute } from './routes/public/landing';
import { LoginRoute } from './routes/public/login';
import { RegisterRoute } from './routes/public/register';
import { ResetPasswordRoute } from './routes/public/reset-password';

// Every dashboard page declares what it needs in lib/route-access (read from the permission table),
// the declaration the menu reads too; a role that may not open it is sent to its home.
const guarded = (route: DashboardRoute, page: ReactNode) => (
  <RequireAccess route={route}>{page}</RequireAccess>
);

// Spec 000 §2 and 001 §2: every route of the app.
const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/contact', element: <ContactRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/register', element: <RegisterRoute /> },
      { path: '/forgot-password', element: <ForgotPasswordRoute /> },
      { path: '/reset-password', element: <ResetPasswordRoute /> },
    ],
  },
  {
    path: '/dashboard',
    element: <DashboardLayout />,
    children: [
      { index: true, element: guarded('home', <DashboardHomeRoute />) },
      { path: 'profile', element: guarded('profile', <ProfileRoute />) },
      { path: 'orders', element: guarded('orders', <OrdersRoute />) },
      { path: 'orders/drafts', element: guarded('drafts', <DraftsRoute />) },
      { path: 'orders/new', element: guarded('newOrder', <NewOrderRoute />) },
      { path: 'orders/:id', element: guarded('order', <OrderRoute />) },
      { path: 'orders/:id/edit', element: guarded('editOrder', <EditOrderRoute />) },
      { path: 'preparator', element: guarded('preparator', <PreparatorRoute />) },
      { path: 'preparator/invoices', element: guarded('preparatorInvoices', <PreparatorInvoicesRoute />) },
      { path: 'invoices', element: guarded('invoices', <InvoicesRoute />) },
      { path: 'establishment', element: guarded('establishment', <EstablishmentRoute />) },
      { path: 'collaborators', element: guarded('collaborators', <CollaboratorsRoute />) },
      { path: 'users', element: guarded('users', <UsersRoute />) },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
]);

export const AppRouter = () => <RouterProvider router={router} />;
