import { contactSchema } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/lib/toast';
import { contactErrorMessage, useSendContactEmail } from '../api/send-contact-email';

const EMPTY = { name: '', email: '', phone: '', message: '' };

/** Spec 000 §2 /contact and §8. Success is a toast (the form empties); failures stay on the page. */
export const ContactForm = () => {
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const send = useSendContactEmail({
    onSuccess: () => {
      toast.success(MESSAGES.contactSuccess);
      form.reset(EMPTY);
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" required {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" required {...form.register('email')} />
          )}
        </FormField>
      </div>
      <FormField label="Téléphone" error={errors.phone?.message} hint="Facultatif">
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register('phone')} />}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(field) => <Textarea {...field} rows={4} required {...form.register('message')} />}
      </FormField>
      {send.isError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden className="mt-0.5" />
          <p>{contactErrorMessage(send.error)}</p>
        </Alert>
      ) : null}
      <SubmitButton
        size="lg"
        className="justify-self-start"
        pending={send.isPending}
        pendingLabel="Envoi en cours..."
      >
        <SendIcon aria-hidden />
        Envoyer
      </SubmitButton>
    </form>
  );
};
