import type { FlowState, FlowStatusJson } from '@conque/domain/einvoicing/flow-status';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// Decision 146: the document's flow to the lab's PA, beside its other statuses; an Error says, in
// full, what the PA answered and what to do.
const CLASSES: Record<FlowState, string> = {
  to_send: 'border-transparent bg-slate-100 text-slate-900',
  sent: 'border-transparent bg-sky-100 text-sky-900',
  ok: 'border-transparent bg-emerald-100 text-emerald-900',
  error: 'border-transparent bg-red-100 text-red-900',
  not_transmitted: 'border-transparent bg-amber-100 text-amber-950',
};

export const FlowStatusBadge = ({ flow }: { flow: FlowStatusJson | null | undefined }) => {
  if (!flow) return null;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge variant="outline" className={cn(CLASSES[flow.state])}>
        {flow.label}
      </Badge>
      {flow.message ? (
        <span
          role={flow.state === 'error' ? 'alert' : undefined}
          className={cn(
            'max-w-72 whitespace-normal text-xs [overflow-wrap:anywhere]',
            flow.state === 'error' ? 'text-red-900' : 'text-amber-950',
          )}
        >
          {flow.message}
        </span>
      ) : null}
    </span>
  );
};
