import { useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useWebhookEndpoints, WEBHOOKS_LOAD_FAILED } from '../api/webhook-endpoints';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';

/**
 * /dashboard/webhooks: the addresses that receive the orders' and invoices' events,
 * signed (Standard Webhooks); the lab's for the préparateurs, the establishment's for its manager.
 */
export const WebhooksPage = () => {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <>
      <PageTitle
        title="Webhooks"
        description="Votre logiciel est prévenu de chaque événement de vos commandes et factures. Chaque envoi ne contient que des identifiants, jamais de données de patient."
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Nouveau point d’accès</CardTitle>
          </CardHeader>
          <CardContent>
            <WebhookEndpointForm onCreated={setSecret} />
          </CardContent>
        </Card>
        {endpoints.isPending ? (
          <Spinner label="Chargement des webhooks…" />
        ) : endpoints.isError ? (
          <Alert variant="destructive">{WEBHOOKS_LOAD_FAILED}</Alert>
        ) : endpoints.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun point d’accès pour l’instant.</p>
        ) : (
          <section aria-label="Points d’accès" className="grid gap-4">
            {endpoints.data.items.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </section>
        )}
      </div>
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
    </>
  );
};
