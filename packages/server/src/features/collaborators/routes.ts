import { inviteCollaboratorSchema, sendInvitationEmailSchema } from '@conque/domain/collaborators/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { inviteCollaborator } from './invite-collaborator';
import { listCollaborators } from './list-collaborators';
import { listInvitations } from './list-invitations';
import { sendInvitationEmail } from './send-invitation-email';

// Spec 001 §2 collaborators page, §7 invite_collaborator, send-invitation-email and the
// collaborator_invitations / profiles reads.
export const collaboratorRoutes = new Hono<AppEnv>();

collaboratorRoutes.get('/collaborators', requireUser, async (c) =>
  c.json(await listCollaborators(c.var.deps, currentActor(c.var.currentUser))),
);

collaboratorRoutes.get('/collaborator-invitations', requireUser, async (c) =>
  c.json(await listInvitations(c.var.deps, currentActor(c.var.currentUser))),
);

collaboratorRoutes.post('/rpc/invite_collaborator', requireUser, async (c) => {
  const input = await parseJsonBody(c, inviteCollaboratorSchema);
  return c.json(await inviteCollaborator(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

collaboratorRoutes.post('/send-invitation-email', requireUser, async (c) => {
  const input = await parseJsonBody(c, sendInvitationEmailSchema);
  return c.json(await sendInvitationEmail(c.var.deps, currentActor(c.var.currentUser), input));
});
