import { createBrowserRouter, RouterProvider } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { PublicLayout } from '@/components/layouts/public-layout';
import { CollaboratorsRoute } from './routes/dashboard/collaborators';
import { DashboardHomeRoute } from './routes/dashboard/dashboard-home';
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
      { index: true, element: <DashboardHomeRoute /> },
      { path: 'profile', element: <ProfileRoute /> },
      { path: 'orders', element: <OrdersRoute /> },
      { path: 'orders/drafts', element: <DraftsRoute /> },
      { path: 'orders/new', element: <NewOrderRoute /> },
      { path: 'orders/:id', element: <OrderRoute /> },
      { path: 'orders/:id/edit', element: <EditOrderRoute /> },
      { path: 'preparator', element: <PreparatorRoute /> },
      { path: 'preparator/invoices', element: <PreparatorInvoicesRoute /> },
      { path: 'invoices', element: <InvoicesRoute /> },
      { path: 'establishment', element: <EstablishmentRoute /> },
      { path: 'collaborators', element: <CollaboratorsRoute /> },
      { path: 'users', element: <UsersRoute /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
]);

export const AppRouter = () => <RouterProvider router={router} />;
