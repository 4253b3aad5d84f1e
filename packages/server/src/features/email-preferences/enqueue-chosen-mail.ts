import { EMAIL_KIND_LABELS, type EmailKind } from '@conque/domain/email-preferences/email-kinds';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { enqueueMail, type Mail } from '../../mail/enqueue-mail';
import type { UnsubscribeFooter } from '../../mail/templates/order-mail-parts';
import { type MailRecipient, recipientWanting } from './email-preference-rows';
import { unsubscribeUrl } from './unsubscribe-link';

/** What the template of a mail one may switch off gets besides its own content. */
export type ChosenMailContext = MailRecipient & { footer: UnsubscribeFooter };

/**
 * The one way to send a mail of a kind its recipient may switch off: inside the
 * caller's transaction, only if the person still wants that kind, with its one-click link in the
 * footer and in the outbox row (the List-Unsubscribe headers). Returns the outbox id, or undefined
 * when the person opted out (or has no account any more) and nothing was written.
 */
export const enqueueChosenMail = async (
  tx: Executor,
  config: Config,
  input: { userId: string; kind: EmailKind; build: (context: ChosenMailContext) => Mail },
): Promise<string | undefined> => {
  const recipient = await recipientWanting(tx, input.userId, input.kind);
  if (!recipient) return undefined;
  const link = unsubscribeUrl(config, input.userId, input.kind);
  const mail = input.build({
    ...recipient,
    footer: {
      kindLabel: EMAIL_KIND_LABELS[input.kind],
      unsubscribeUrl: link,
      preferencesUrl: `${config.publicUrl}/dashboard/profile`,
      organisationName: config.organisation.name,
    },
  });
  return enqueueMail(tx, { ...mail, unsubscribeUrl: link });
};
