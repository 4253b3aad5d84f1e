import type { ContactInput } from '@conque/domain/accounts/schemas';
import type { Deps } from '../../kernel/deps';
import { enqueueMail } from '../../mail/enqueue-mail';
import { contactMessageMail } from '../../mail/templates/contact-message';

/**
 * Spec 000 §7 "send-contact-email": the message goes to the organisation's inbox, reply-to the
 * sender (docs/design.md §5.14). Only the outbox row and its job are written here; the worker sends it.
 */
export const sendContactEmail = async (deps: Deps, input: ContactInput): Promise<{ success: true }> => {
  const mail = contactMessageMail(input, deps.config.contactInbox, deps.config.organisation.name);
  await deps.db.transaction((tx) => enqueueMail(tx, mail));
  return { success: true };
};
