import { VersionedSettingsPage } from '@/components/versioned-settings/versioned-settings-page';
import { PRICE_LIST_LOAD_FAILED, usePriceListVersions } from '../api/price-list-versions';
import { PriceListForm } from './price-list-form';
import { PriceListVersions } from './price-list-versions';

/** /dashboard/preparator/prices: the lab's prices, edited from a date, and their versions. */
export const PriceListPage = () => {
  const list = usePriceListVersions();
  return (
    <VersionedSettingsPage
      title="Tarifs"
      description="Les prix HT du laboratoire. Une commande garde les prix de sa validation ; les brouillons prennent les tarifs en vigueur."
      query={list}
      loadingLabel="Chargement des tarifs…"
      loadFailed={PRICE_LIST_LOAD_FAILED}
      form={{ title: 'Nouveaux tarifs', content: (view) => <PriceListForm current={view.current} /> }}
      history={{
        title: 'Historique des tarifs',
        content: (view) => <PriceListVersions versions={view.versions} />,
      }}
    />
  );
};
