import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DETAIL_MESSAGES } from '../detail-messages';

/**
 * An unknown id and another establishment's order read the same (docs/design.md §3: never reveal that an
 * order exists), with the way back to the caller's list.
 */
export const OrderNotFound = ({ back }: { back: { to: string; label: string } }) => (
  <Card className="mx-auto max-w-lg">
    <CardContent className="grid justify-items-center gap-3 p-8 text-center">
      <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{DETAIL_MESSAGES.notFoundTitle}</h1>
      <p className="text-muted-foreground">{DETAIL_MESSAGES.notFound}</p>
      <Button asChild>
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </CardContent>
  </Card>
);
