import type { OrderView } from '@conque/domain/orders/api-types';
import {
  earsLabel,
  earsPhrase,
  IMPRESSION_MESSAGES,
  IMPRESSION_REASON_LABELS,
  type ImpressionRequestView,
  missingEars,
} from '@conque/domain/orders/impression-requests';
import { type Actor, can } from '@conque/domain/permissions/can';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { FileUpIcon } from 'lucide-react';
import { useProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useImpressionRequests } from '../api/get-impression-requests';
import { useSendImpressionToLab } from '../api/send-impression-to-lab';
import { useWithdrawImpressionRequest } from '../api/withdraw-impression-request';
import { IMPRESSION_UI } from '../impression-ui';
import { EarUploadZone } from './ear-upload-zone';
import { ImpressionFileList } from './impression-file-list';

const RequestSummary = ({ request }: { request: ImpressionRequestView }) => (
  <div className="grid gap-2 text-sm">
    <p>
      <span className="font-medium">{IMPRESSION_REASON_LABELS[request.reason]}</span> ·{' '}
      {earsLabel(request.ears)}
    </p>
    {request.details.length > 0 ? (
      <ul className="list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
        {request.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    ) : null}
    {request.comment ? (
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">« {request.comment} »</p>
    ) : null}
    {request.replaces.length > 0 ? (
      <p className="[overflow-wrap:anywhere]">
        {IMPRESSION_UI.replaces} : {request.replaces.map((file) => file.name).join(', ')}
      </p>
    ) : null}
    <p className="text-xs text-muted-foreground">
      {IMPRESSION_UI.requestedBy(request.requested_by_name, formatParisDateTime(request.requested_at))}
    </p>
  </div>
);

/** The clinic's part: an upload zone per ear asked, then « Renvoyer au laboratoire ». */
const Answer = ({ orderId, request }: { orderId: string; request: ImpressionRequestView }) => {
  const send = useSendImpressionToLab(orderId);
  const missing = missingEars(request);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {request.ears.map((ear) => (
          <EarUploadZone
            key={ear}
            orderId={orderId}
            ear={ear}
            files={request.files.filter((file) => file.ear === ear)}
            canDelete
          />
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          type="button"
          disabled={missing.length > 0 || send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onError: (error) =>
                toast.error('Erreur', { description: error.message || IMPRESSION_MESSAGES.sendFailed }),
            })
          }
        >
          {send.isPending ? <Spinner /> : null}
          {IMPRESSION_UI.send}
        </Button>
        {missing.length > 0 ? (
          <p className="text-sm text-muted-foreground">{IMPRESSION_UI.waitingFor(earsPhrase(missing))}</p>
        ) : null}
      </div>
    </div>
  );
};

/** The lab's part: what has come so far, and « Retirer la demande ». */
const LabSide = ({ orderId, request }: { orderId: string; request: ImpressionRequestView }) => {
  const withdraw = useWithdrawImpressionRequest(orderId);
  return (
    <div className="grid gap-3">
      {request.files.length > 0 ? (
        <ImpressionFileList orderId={orderId} files={request.files} />
      ) : (
        <p className="text-sm text-muted-foreground">{IMPRESSION_UI.noneYet}</p>
      )}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={withdraw.isPending}
        onClick={() =>
          withdraw.mutate(undefined, {
            onError: (error) =>
              toast.error('Erreur', { description: error.message || IMPRESSION_MESSAGES.withdrawFailed }),
          })
        }
      >
        {withdraw.isPending ? <Spinner /> : null}
        {IMPRESSION_UI.withdraw}
      </Button>
    </div>
  );
};

/**
 * On an order waiting for a new impression, the banner with the reason: the
 * establishment's managers and users upload and send it back, its viewers see it, the lab sees what
 * has come and may withdraw. Each side's part is chosen by can(); the server decides again.
 */
export const ImpressionRequestBanner = ({ order }: { order: OrderView }) => {
  const profile = useProfile().data;
  const waiting = order.status === 'awaiting_impression';
  const requests = useImpressionRequests(order.id, waiting);
  const request = requests.data?.open;
  if (!waiting || !profile || !request) return null;
  const actor: Actor = { id: profile.id, role: profile.role, establishmentId: profile.establishment_id };
  const resource = {
    establishmentId: order.establishment_id,
    createdBy: order.created_by,
    status: order.status,
  };
  const answers = can(actor, 'impression_requests.answer', resource);
  const manages = can(actor, 'impression_requests.manage', resource);
  return (
    <section
      aria-label={IMPRESSION_UI.asked}
      className="mb-4 grid gap-4 rounded-lg border border-violet-300 bg-violet-50 p-4 text-violet-950"
    >
      <h2 className="flex items-start gap-2 font-semibold">
        <FileUpIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
        {manages ? IMPRESSION_UI.labTitle : IMPRESSION_UI.bannerTitle}
      </h2>
      <RequestSummary request={request} />
      {answers ? <Answer orderId={order.id} request={request} /> : null}
      {manages ? <LabSide orderId={order.id} request={request} /> : null}
      {!answers && !manages ? (
        <>
          <ImpressionFileList orderId={order.id} files={request.files} />
          <p className="text-sm">{IMPRESSION_UI.viewerNote}</p>
        </>
      ) : null}
    </section>
  );
};
