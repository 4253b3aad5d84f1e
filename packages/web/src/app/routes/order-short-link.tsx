import { useParams } from 'react-router';
import { PRODUCT_NAME } from '@/config/product';
import { OrderShortLinkPage } from '@/features/order-sheets/components/order-short-link-page';

// Decision 139: /o/:orderNumber, the order sheet's short link.
export const OrderShortLinkRoute = () => {
  const { orderNumber = '' } = useParams();
  return (
    <>
      <title>{`Commande ${orderNumber} · ${PRODUCT_NAME}`}</title>
      <OrderShortLinkPage key={orderNumber} orderNumber={orderNumber} />
    </>
  );
};
