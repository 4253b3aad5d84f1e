import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PRICE_LIST_LOAD_FAILED, usePriceListVersions } from '../api/price-list-versions';
import { PriceListForm } from './price-list-form';
import { PriceListVersions } from './price-list-versions';

/** Issue 12 item 4, /dashboard/preparator/prices: the lab's prices, edited from a date, and their versions. */
export const PriceListPage = () => {
  const list = usePriceListVersions();
  return (
    <>
      <PageTitle
        title="Tarifs"
        description="Les prix HT du laboratoire. Une commande garde les prix de sa validation ; les brouillons prennent les tarifs en vigueur."
      />
      {list.isPending ? (
        <Spinner label="Chargement des tarifs…" />
      ) : list.isError ? (
        <Alert variant="destructive">{PRICE_LIST_LOAD_FAILED}</Alert>
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Nouveaux tarifs</CardTitle>
            </CardHeader>
            <CardContent>
              <PriceListForm key={list.data.versions[0]?.id} current={list.data.current} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Historique des tarifs</CardTitle>
            </CardHeader>
            <CardContent>
              <PriceListVersions versions={list.data.versions} />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
};
