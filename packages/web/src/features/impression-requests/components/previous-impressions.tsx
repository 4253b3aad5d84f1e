import type { OrderView } from '@conque/domain/orders/api-types';
import { IMPRESSION_REASON_LABELS } from '@conque/domain/orders/impression-requests';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import { HistoryIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useImpressionRequests } from '../api/get-impression-requests';
import { IMPRESSION_UI } from '../impression-ui';
import { ImpressionFileList } from './impression-file-list';

/**
 * The impressions new ones replaced, kept for the lab (the server answers them to
 * preparators only), newest replacement first.
 */
export const PreviousImpressions = ({ order }: { order: OrderView }) => {
  const requests = useImpressionRequests(order.id);
  const previous = requests.data?.previous ?? [];
  if (previous.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HistoryIcon aria-hidden className="size-5 text-muted-foreground" />
          {IMPRESSION_UI.previousTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {previous.map((version) => (
          <div key={version.request_id} className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              {IMPRESSION_UI.previousOf(
                IMPRESSION_REASON_LABELS[version.reason],
                formatParisDate(version.answered_at),
              )}
            </p>
            <ImpressionFileList
              orderId={order.id}
              files={version.files}
              label={IMPRESSION_UI.previousTitle}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
};
