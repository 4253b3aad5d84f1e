import { CameraIcon, CameraOffIcon, LogOutIcon, WifiOffIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useOrderDetail } from '@/api/order-detail';
import { signOutHere } from '../api/verify-presence';
import { ATELIER_MESSAGES } from '../atelier-messages';
import { useOfflineQueue } from '../hooks/use-offline-queue';
import { useProductionMove } from '../hooks/use-production-move';
import { useScan } from '../hooks/use-scan';
import { registerAtelierWorker } from '../register-worker';
import { CameraScanner } from './camera-scanner';
import { OrderCard } from './order-card';
import { QueueResults } from './queue-results';
import { ScannerInput } from './scanner-input';

const TOOL =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl border-2 px-4 text-lg font-medium [&_svg]:size-6';

/**
 * Decision 142: « Atelier », the préparateurs' screen on a tablet at the bench. A scan (camera or
 * handheld scanner) opens the order's card; its next step is one large button; the scanner is ready
 * again at once. What is done offline is kept and sent when the network is back.
 */
export const AtelierPage = ({ onSignedOut }: { onSignedOut: () => void }) => {
  const { orderId, message, scan, open } = useScan();
  const queue = useOfflineQueue(useCallback((number: string) => void open(number), [open]));
  const move = useProductionMove(queue.flush);
  const [camera, setCamera] = useState(false);
  const order = useOrderDetail(orderId ?? '', { enabled: orderId !== null, staleTime: 5_000 });
  const card = order.data;

  useEffect(registerAtelierWorker, []);

  return (
    <main className="mx-auto grid min-h-dvh max-w-6xl content-start gap-5 p-4 text-lg sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{ATELIER_MESSAGES.title}</h1>
        <div className="flex flex-wrap items-center gap-3">
          {queue.online ? null : (
            <p role="status" className="flex items-center gap-2 text-lg font-medium text-destructive">
              <WifiOffIcon aria-hidden className="size-6" /> Hors ligne
            </p>
          )}
          {queue.pending > 0 ? <p role="status">{ATELIER_MESSAGES.pending(queue.pending)}</p> : null}
          <button type="button" className={TOOL} aria-pressed={camera} onClick={() => setCamera((on) => !on)}>
            {camera ? <CameraOffIcon aria-hidden /> : <CameraIcon aria-hidden />}
            {camera ? ATELIER_MESSAGES.cameraOff : ATELIER_MESSAGES.cameraOn}
          </button>
          <button type="button" className={TOOL} onClick={() => void signOutHere().then(onSignedOut)}>
            <LogOutIcon aria-hidden />
            {ATELIER_MESSAGES.signOut}
          </button>
        </div>
      </header>
      {queue.online ? null : <p className="text-lg">{ATELIER_MESSAGES.offline}</p>}
      <div className="grid gap-4 landscape:md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-4">
          <ScannerInput onScan={scan} paused={false} />
          {camera ? <CameraScanner onCode={scan} /> : null}
          {message ? (
            <p role="alert" className="rounded-lg border-2 border-destructive p-3 text-lg">
              {message}
            </p>
          ) : null}
          <QueueResults
            results={queue.results}
            onReload={(number) => void open(number)}
            onDismiss={queue.dismiss}
          />
        </div>
        <div className="min-w-0">
          {card && card.id === orderId ? (
            <OrderCard
              order={card}
              move={move}
              onDone={() => document.getElementById('atelier-scan')?.focus()}
            />
          ) : orderId && order.isPending ? (
            <p role="status" className="text-xl">
              Chargement de la commande…
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
};
