import type { ReactNode } from 'react';

/** A dashboard page's heading, with its actions on the right. */
export const PageTitle = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) => (
  <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
    </div>
    {actions}
  </div>
);
