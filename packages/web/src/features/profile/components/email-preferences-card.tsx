import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import {
  EMAIL_KIND_DESCRIPTIONS,
  EMAIL_KIND_LABELS,
  type EmailKind,
} from '@conque/domain/email-preferences/email-kinds';
import { EMAIL_PREFERENCES_MESSAGES as MESSAGES } from '@conque/domain/email-preferences/schemas';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';

const PreferencesForm = ({
  preferences,
  kinds,
}: {
  preferences: EmailPreferencesView;
  kinds: readonly EmailKind[];
}) => {
  const update = useUpdateEmailPreferences();
  const form = useForm<EmailPreferencesView>({ values: preferences });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success(MESSAGES.saved);
    } catch {
      toast.error('Erreur', { description: MESSAGES.saveFailed });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={MESSAGES.title}>
      <ul className="grid gap-4">
        {kinds.map((kind) => (
          <li key={kind} className="flex items-start gap-3">
            <Controller
              control={form.control}
              name={kind}
              render={({ field }) => (
                <Checkbox
                  id={`email-${kind}`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  aria-describedby={`email-${kind}-description`}
                  className="mt-0.5"
                />
              )}
            />
            <div className="grid gap-1">
              <Label htmlFor={`email-${kind}`} className="cursor-pointer leading-snug">
                {EMAIL_KIND_LABELS[kind]}
              </Label>
              <p id={`email-${kind}-description`} className="text-sm text-muted-foreground">
                {EMAIL_KIND_DESCRIPTIONS[kind]}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Chaque e-mail contient aussi un lien pour vous désabonner en un clic.
      </p>
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} pendingLabel="Enregistrement…">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
};

/**
 * The e-mails about one's orders, each on or off (default: all on);
 * the weekly summary (default: off), for managers and préparateurs. `kinds` are those the person
 * can receive; the others are sent back as they came.
 */
export const EmailPreferencesCard = ({ kinds }: { kinds: readonly EmailKind[] }) => {
  const preferences = useEmailPreferences();
  const summaryOnly = kinds.length === 1 && kinds[0] === 'weekly_summary';
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>{MESSAGES.title}</CardTitle>
        <CardDescription>
          {summaryOnly ? MESSAGES.summaryOnlyDescription : MESSAGES.description}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.data ? (
          <PreferencesForm preferences={preferences.data} kinds={kinds} />
        ) : preferences.isError ? (
          <Alert variant="destructive">{MESSAGES.loadFailed}</Alert>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            {kinds.map((kind) => (
              <Skeleton key={kind} className="h-10" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
};
