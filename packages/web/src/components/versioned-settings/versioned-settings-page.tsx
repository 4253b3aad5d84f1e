import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

type Section<View> = { title: string; content: (view: View) => ReactNode };

type VersionedSettingsPageProps<View extends { versions: { id: string }[] }> = {
  title: string;
  description: string;
  query: UseQueryResult<View>;
  loadingLabel: string;
  loadFailed: string;
  /** Cards before the form (the planning's next days). */
  lead?: Section<View>[];
  /** The new version's form, prefilled with the value in force. */
  form: Section<View>;
  /** Cards between the form and the history (the planning's public holidays). */
  more?: Section<View>[];
  history: Section<View>;
};

const SectionCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardHeader>
      <CardTitle className="text-lg">{title}</CardTitle>
    </CardHeader>
    <CardContent>{children}</CardContent>
  </Card>
);

/**
 * The page of what the lab edits in versions (« Tarifs », « Planning »): the form of a new version,
 * then its history. The form starts again from the value in force once a version is added (its key
 * is the newest version's).
 */
export const VersionedSettingsPage = <View extends { versions: { id: string }[] }>({
  title,
  description,
  query,
  loadingLabel,
  loadFailed,
  lead = [],
  form,
  more = [],
  history,
}: VersionedSettingsPageProps<View>) => (
  <>
    <PageTitle title={title} description={description} />
    {query.isPending ? (
      <Spinner label={loadingLabel} />
    ) : query.isError ? (
      <Alert variant="destructive">{loadFailed}</Alert>
    ) : (
      <div className="grid gap-6">
        {lead.map((section) => (
          <SectionCard key={section.title} title={section.title}>
            {section.content(query.data)}
          </SectionCard>
        ))}
        <SectionCard title={form.title}>
          <Fragment key={query.data.versions[0]?.id ?? 'default'}>{form.content(query.data)}</Fragment>
        </SectionCard>
        {more.map((section) => (
          <SectionCard key={section.title} title={section.title}>
            {section.content(query.data)}
          </SectionCard>
        ))}
        <SectionCard title={history.title}>{history.content(query.data)}</SectionCard>
      </div>
    )}
  </>
);
