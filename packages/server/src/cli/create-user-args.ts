import { ROLES } from '@conque/domain/permissions/roles';
import { emailField, idField, passwordField, requiredText } from '@conque/domain/shared/fields';
import { z } from 'zod';
import { usageError } from './cli-error';
import { parseCliArgs } from './parse-cli-args';

// The same field rules as sign-up and the profile form (domain), plus the CLI's role rules.
const createUserArgsSchema = z
  .object({
    email: emailField,
    password: passwordField,
    role: z.enum(ROLES, { error: 'rôle inconnu (preparator, manager, user ou viewer)' }),
    'first-name': requiredText(100),
    'last-name': requiredText(100),
    'establishment-id': idField.optional(),
  })
  .superRefine((args, ctx) => {
    const path = ['establishment-id'];
    // A preparator works for the maker, not for an establishment (docs/design.md §4).
    if (args.role === 'preparator' && args['establishment-id']) {
      ctx.addIssue({ code: 'custom', path, message: "un préparateur n'appartient à aucun établissement" });
    }
    // A user or viewer cannot create an establishment from the app: without one it would see nothing.
    if ((args.role === 'user' || args.role === 'viewer') && !args['establishment-id']) {
      ctx.addIssue({ code: 'custom', path, message: `obligatoire pour le rôle ${args.role}` });
    }
  });

export type CreateUserArgs = {
  email: string;
  password: string;
  role: (typeof ROLES)[number];
  firstName: string;
  lastName: string;
  establishmentId: string | null;
};

export const parseCreateUserArgs = (args: string[]): CreateUserArgs => {
  const values = parseCliArgs(args, {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'establishment-id': { type: 'string' },
  });
  const parsed = createUserArgsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? '');
    // zod 4 leaves the input out of its issues: whether the option was given is read from the values.
    const missing = values[name] === undefined && issue?.code !== 'custom';
    throw usageError(`--${name} : ${missing ? 'option obligatoire' : issue?.message}`);
  }
  const data = parsed.data;
  return {
    email: data.email,
    password: data.password,
    role: data.role,
    firstName: data['first-name'],
    lastName: data['last-name'],
    establishmentId: data['establishment-id'] ?? null,
  };
};
