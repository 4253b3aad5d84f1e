import type { EinvoicingConnectionTestJson } from '@conque/domain/einvoicing/api-types';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useTestEinvoicingConnection } from '../api/test-einvoicing-connection';

const Result = ({ result }: { result: EinvoicingConnectionTestJson }) => (
  <div className="grid gap-3" aria-live="polite">
    <Alert variant={result.ok ? 'success' : 'destructive'}>{result.summary}</Alert>
    <ul className="grid gap-2 text-sm">
      {result.checks.map((check) => (
        <li key={check.service} className="flex items-start gap-2">
          {check.ok ? (
            <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <CircleXIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          )}
          <span className="min-w-0 [overflow-wrap:anywhere]">{check.message}</span>
        </li>
      ))}
    </ul>
  </div>
);

/** Decision 140: « Tester la connexion » on the connection saved (or the environment's). */
export const ConnectionTest = ({ available }: { available: boolean }) => {
  const test = useTestEinvoicingConnection();
  return (
    <form
      className="grid gap-4"
      aria-label="Test de la connexion"
      onSubmit={(event) => {
        event.preventDefault();
        test.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">
        {available
          ? 'Vérifie que les deux services répondent et acceptent vos identifiants enregistrés. Rien n’est envoyé.'
          : 'Enregistrez d’abord l’adresse des services et vos identifiants.'}
      </p>
      <SubmitButton
        className="w-fit"
        variant="outline"
        disabled={!available}
        pending={test.isPending}
        pendingLabel="Test en cours…"
      >
        Tester la connexion
      </SubmitButton>
      {test.data ? <Result result={test.data} /> : null}
    </form>
  );
};
