import { type MeshCheck, meshSummary, meshWarnings } from '@conque/domain/orders/mesh-check';
import type { MeshCheckStatus } from '@conque/domain/orders/stl-files';
import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import { STL_PREVIEW_MESSAGES } from './stl-preview-messages';

type CheckedFile = { check?: MeshCheck | undefined; checkStatus?: MeshCheckStatus | undefined };

/**
 * What the server measured of an impression, and its warnings, which never block
 * the order. « Vérification en cours » until the job writes the check, or that it
 * could not run. Nothing for a file uploaded before the check existed. A polite live region, so the
 * result is read out when it replaces « en cours ».
 */
export const MeshCheckNote = ({ file }: { file: CheckedFile }) => {
  const { check, checkStatus } = file;
  if (!check && !checkStatus) return null;
  return (
    <div aria-live="polite" className="grid gap-1 text-xs">
      {check ? (
        <CheckResult check={check} />
      ) : checkStatus === 'pending' ? (
        <p className="flex items-center gap-1 text-muted-foreground">
          <LoaderCircleIcon aria-hidden className="size-3.5 shrink-0 animate-spin" />
          {STL_PREVIEW_MESSAGES.checkPending}
        </p>
      ) : (
        <p className="flex items-start gap-1 text-amber-800">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {STL_PREVIEW_MESSAGES.checkFailed}
        </p>
      )}
    </div>
  );
};

const CheckResult = ({ check }: { check: MeshCheck }) => {
  const warnings = meshWarnings(check);
  return (
    <>
      <p className="text-muted-foreground">
        {STL_PREVIEW_MESSAGES.checkTitle} : {meshSummary(check)}
        {warnings.length === 0 && check.openEdges === 0 ? ', fermé' : ''}
      </p>
      {warnings.map((warning) => (
        <p key={warning} className="flex items-start gap-1 text-amber-800">
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {warning}
        </p>
      ))}
    </>
  );
};
