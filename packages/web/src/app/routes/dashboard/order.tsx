import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/order-detail/components/order-detail-page';

// Spec 001 §2: /dashboard/orders/{id}. The comments issue passes its thread as `comments`.
export const OrderRoute = () => {
  const { id = '' } = useParams();
  return <OrderDetailPage key={id} orderId={id} />;
};
