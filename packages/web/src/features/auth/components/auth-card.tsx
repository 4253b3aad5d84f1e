import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card every public account page sits in; its title is the page's h1. */
export const AuthCard = ({ title, description, icon, children, footer }: AuthCardProps) => (
  <div className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 sm:py-16">
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        {icon ? (
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {children}
        {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      </CardContent>
    </Card>
  </div>
);
