import { PageTitle } from '@/components/layouts/page-title';
import { EstablishmentView } from '@/features/establishment/components/establishment-view';

export const EstablishmentRoute = () => (
  <>
    <PageTitle
      title="Mon établissement"
      description="Les informations de facturation et les adresses de livraison de votre établissement."
    />
    <EstablishmentView />
  </>
);
