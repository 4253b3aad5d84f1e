import type { CurrentLifecycleStatusJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Decision 147: the PA's lifecycle status beside the paid status; the alerting ones in red, the
// buyer's payment in blue (a hint, never « payée »), the rest neutral.
const tone = (code: number) => {
  if (code === 207 || code === 210 || code === 213) return 'border-transparent bg-red-100 text-red-900';
  if (code === 211) return 'border-transparent bg-sky-100 text-sky-900';
  if (code === 212) return 'border-transparent bg-emerald-100 text-emerald-900';
  return 'border-transparent bg-slate-100 text-slate-900';
};

export const LifecycleBadge = ({ status }: { status: CurrentLifecycleStatusJson | null | undefined }) =>
  status ? (
    <Badge variant="outline" className={cn(tone(status.status_code))}>
      {status.label}
    </Badge>
  ) : null;
