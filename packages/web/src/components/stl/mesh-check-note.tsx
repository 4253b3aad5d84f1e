import { type MeshCheck, meshSummary, meshWarnings } from '@conque/domain/orders/mesh-check';
import { TriangleAlertIcon } from 'lucide-react';
import { STL_PREVIEW_MESSAGES } from './stl-preview-messages';

/**
 * Issue 11 item 1: what the server measured of an impression, and its warnings, which never block
 * the order. Nothing for a file uploaded before the check existed.
 */
export const MeshCheckNote = ({ check }: { check: MeshCheck | undefined }) => {
  if (!check) return null;
  const warnings = meshWarnings(check);
  return (
    <div className="grid gap-1 text-xs">
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
    </div>
  );
};
