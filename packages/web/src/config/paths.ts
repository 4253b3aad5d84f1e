import { orderShortPath } from '@conque/domain/orders/order-short-link';

// Every URL of the app, and nowhere else (CONVENTIONS).
export const paths = {
  home: '/',
  contact: '/contact',
  privacy: '/confidentialite',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // After the password, the second factor: its code, or its enrolment when required.
  twoFactor: '/two-factor',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  orders: '/dashboard/orders',
  drafts: '/dashboard/orders/drafts',
  newOrder: '/dashboard/orders/new',
  order: (id: string) => `/dashboard/orders/${id}`,
  // Decision 139: the order's short link, which the order sheet's QR code holds.
  orderShortLink: (orderNumber: string) => orderShortPath(encodeURIComponent(orderNumber)),
  editOrder: (id: string) => `/dashboard/orders/${id}/edit`,
  preparator: '/dashboard/preparator',
  preparatorInvoices: '/dashboard/preparator/invoices',
  priceList: '/dashboard/preparator/prices',
  // Decision 140: the lab's approved platform (« Facturation électronique »).
  einvoicing: '/dashboard/preparator/einvoicing',
  planning: '/dashboard/preparator/planning',
  // Decision 141: the lab's steps inside « En cours » and the quality control's checklist.
  productionSteps: '/dashboard/preparator/production-steps',
  statistics: '/dashboard/preparator/statistics',
  activity: '/dashboard/activity',
  remakeRates: '/dashboard/preparator/remakes',
  invoices: '/dashboard/invoices',
  establishment: '/dashboard/establishment',
  collaborators: '/dashboard/collaborators',
  users: '/dashboard/users',
  webhooks: '/dashboard/webhooks',
  // Decision 142: the préparateurs' tablet screen, a document of its own (it may use the camera).
  atelier: '/atelier',
  // The keys of the lab's and the clinics' software.
  apiKeys: '/dashboard/api-keys',
} as const;
