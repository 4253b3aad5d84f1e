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
/** Mounted at /api/collaborators. */
export const collaboratorRoutes = new Hono<AppEnv>();
/** Mounted at /api/collaborator-invitations. */
export const collaboratorInvitationRoutes = new Hono<AppEnv>();
/** Mounted at /api/rpc: the named call invite_collaborator. */
export const collaboratorRpcRoutes = new Hono<AppEnv>();
/** Mounted at /api: the named call send-invitation-email. */
export const collaboratorCallRoutes = new Hono<AppEnv>();

collaboratorRoutes.get('/', requireUser, async (c) =>
  c.json(await listCollaborators(c.var.deps, currentActor(c.var.currentUser))),
);

collaboratorInvitationRoutes.get('/', requireUser, async (c) =>
  c.json(await listInvitations(c.var.deps, currentActor(c.var.currentUser))),
);

collaboratorRpcRoutes.post('/invite_collaborator', requireUser, async (c) => {
  const input = await parseJsonBody(c, inviteCollaboratorSchema);
  return c.json(await inviteCollaborator(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

collaboratorCallRoutes.post('/send-invitation-email', requireUser, async (c) => {
  const input = await parseJsonBody(c, sendInvitationEmailSchema);
  return c.json(await sendInvitationEmail(c.var.deps, currentActor(c.var.currentUser), input));
});
