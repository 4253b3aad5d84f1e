// Spec 000 §3: the four role values and their French labels.
export const ROLES = ['viewer', 'user', 'manager', 'preparator'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  viewer: 'Visiteur',
  user: 'Utilisateur',
  manager: 'Manager',
  preparator: 'Préparateur',
};

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
