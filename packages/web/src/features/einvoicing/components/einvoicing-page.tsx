import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EINVOICING_LOAD_FAILED, useEinvoicingSettings } from '../api/einvoicing-settings';
import { ConnectionTest } from './connection-test';
import { DirectoryCard } from './directory-card';
import { EinvoicingSettingsForm } from './einvoicing-settings-form';
import { LifecycleAnomalies } from './lifecycle-anomalies';
import { PendingFlows } from './pending-flows';
import { WebhookKeySection } from './webhook-key-section';

/**
 * Decision 140, /dashboard/preparator/einvoicing: the lab's connection to its approved platform
 * (XP Z12-013: the Flow Service and the Directory Service), its test and its switch.
 */
export const EinvoicingPage = () => {
  const settings = useEinvoicingSettings();
  return (
    <>
      <PageTitle
        title="Facturation électronique"
        description="La plateforme agréée par laquelle le laboratoire émet ses factures et avoirs. Désactivée, Conque facture comme aujourd'hui."
      />
      {settings.isPending ? (
        <Spinner label="Chargement de la connexion…" />
      ) : settings.isError ? (
        <Alert variant="destructive">{EINVOICING_LOAD_FAILED}</Alert>
      ) : (
        <div className="grid gap-6">
          {settings.data.source === 'environment' ? (
            <Alert>
              Connexion définie par les variables d'environnement du serveur (EINVOICING_…) : elle est active
              et ne se modifie pas ici.
            </Alert>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Plateforme agréée</CardTitle>
            </CardHeader>
            <CardContent>
              <EinvoicingSettingsForm
                key={settings.data.source === 'environment' ? 'environment' : 'page'}
                settings={settings.data}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Tester la connexion</CardTitle>
            </CardHeader>
            <CardContent>
              <ConnectionTest available={settings.data.source !== 'none'} />
            </CardContent>
          </Card>
          <DirectoryCard />
          {/* Decision 146: what the PA has not taken yet, and why. */}
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Envois en attente</CardTitle>
            </CardHeader>
            <CardContent>
              <PendingFlows />
            </CardContent>
          </Card>
          {/* Decision 147: the lifecycle statuses' webhook and what was not believed. */}
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Statuts des factures</CardTitle>
            </CardHeader>
            <CardContent>
              <WebhookKeySection />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Anomalies</CardTitle>
            </CardHeader>
            <CardContent>
              <LifecycleAnomalies />
            </CardContent>
          </Card>
        </div>
      )}
    </>
  );
};
