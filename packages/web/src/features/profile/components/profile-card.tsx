import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import type { ReactNode } from 'react';
import type { Profile } from '@/api/profile';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

// Spec 000 §2 /dashboard/profile: 'Non renseigné' as soon as either name is missing (a half name is not one).
const fullName = ({ first_name, last_name }: Profile) =>
  first_name?.trim() && last_name?.trim() ? `${first_name.trim()} ${last_name.trim()}` : 'Non renseigné';

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
    <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
    <dd className="min-w-0 break-words text-sm">{children}</dd>
  </div>
);

/** The signed-in user's account: e-mail, name, role and establishment. */
export const ProfileCard = ({ profile }: { profile: Profile }) => (
  <Card className="max-w-2xl">
    <CardHeader>
      <CardTitle>Informations du compte</CardTitle>
      <CardDescription>Les informations associées à votre compte.</CardDescription>
    </CardHeader>
    <CardContent>
      <dl className="divide-y">
        <Row term="Email">{profile.email}</Row>
        <Row term="Nom complet">{fullName(profile)}</Row>
        <Row term="Rôle">
          <Badge variant="secondary">{ROLE_LABELS[profile.role]}</Badge>
        </Row>
        {profile.establishment ? <Row term="Établissement">{profile.establishment.name}</Row> : null}
      </dl>
    </CardContent>
  </Card>
);
