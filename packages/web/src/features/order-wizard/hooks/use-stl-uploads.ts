import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { MeshCheckStatus, StlFileEntry } from '@conque/domain/orders/stl-files';
import { isMeshCheckPending, stlFileProblem } from '@conque/domain/orders/stl-files';
import type { UploadState } from '@conque/domain/orders/submission';
import { useEffect, useRef, useState } from 'react';
import { useMeshCheckRefetch } from '@/api/mesh-check-refetch';
import { useOrderDetail } from '@/api/order-detail';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { deleteStlFile } from '../api/delete-stl-file';
import { uploadStlFile } from '../api/upload-stl-file';
import { WIZARD_MESSAGES } from '../wizard-messages';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  status: UploadState;
  /** 0-100. */
  progress: number;
  /** The storage path once stored (spec 001 §3 Stl file entry). */
  path?: string;
  /** The server's measure of the stored mesh. */
  check?: MeshCheck;
  /** 'pending' until the server's job has measured it. */
  checkStatus?: MeshCheckStatus;
  error?: string;
};

/** The server's check of a stored entry, as an item holds it. */
const checkOf = (file: Pick<StlFileEntry, 'check' | 'checkStatus'>) => ({
  ...(file.check ? { check: file.check } : {}),
  ...(file.checkStatus ? { checkStatus: file.checkStatus } : {}),
});

const fromStored = (file: StlFileEntry): UploadItem => ({
  key: file.path,
  name: file.name,
  size: file.size,
  status: 'completed',
  progress: 100,
  path: file.path,
  ...checkOf(file),
});

/** Stored items still waiting for their check, as the upload (or the opened draft) left them. */
const waitingPathsOf = (items: readonly UploadItem[]): string[] =>
  items.flatMap((item) =>
    item.status === 'completed' && item.path && isMeshCheckPending(item) ? [item.path] : [],
  );

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const errorToast = (description: string) => toast.error(WIZARD_MESSAGES.errorTitle, { description });

/**
 * Spec 001 §4-§5: STL files picked, checked (extension, size), each sent with its own progress bar,
 * in the states uploading, error, completed. The draft must exist first: `ensureOrderId` saves it.
 */
export const useStlUploads = (
  stored: StlFileEntry[],
  orderId: string | null,
  ensureOrderId: () => Promise<string>,
) => {
  const [items, setItems] = useState<UploadItem[]>(() => stored.map(fromStored));
  // The check comes from a job after the upload; the order is read again (its
  // shared query, api/order-detail.ts) while one of these files waits, and its entries' checks
  // shown in place of « Vérification en cours ».
  const waiting = waitingPathsOf(items);
  const refetchInterval = useMeshCheckRefetch((order) =>
    waiting.filter((path) => {
      const entry = order?.stl_files.find((file) => file.path === path);
      // Not in the order as last read (read before the upload): still waiting.
      return !entry || isMeshCheckPending(entry);
    }),
  );
  const order = useOrderDetail(orderId ?? '', {
    enabled: orderId !== null && waiting.length > 0,
    refetchInterval,
    // A background read that fails says nothing: the upload itself succeeded.
    meta: {},
  });
  const aborts = useRef(new Map<string, () => void>());
  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const abort of running.values()) abort();
    };
  }, []);

  const change = (key: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const addFiles = async (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = stlFileProblem(file);
      if (problem) errorToast(problem);
      return problem === null;
    });
    if (accepted.length === 0) return;
    let orderId: string;
    try {
      orderId = await ensureOrderId();
    } catch {
      errorToast(WIZARD_MESSAGES.saveFailed);
      return;
    }
    for (const file of accepted) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      setItems((current) => [
        ...current,
        { key, name: file.name, size: file.size, status: 'uploading', progress: 0 },
      ]);
      const upload = uploadStlFile(orderId, file, (progress) => change(key, { progress }));
      aborts.current.set(key, upload.abort);
      upload.promise
        .then((entry) =>
          change(key, {
            status: 'completed',
            progress: 100,
            path: entry.path,
            ...checkOf(entry),
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'aborted') return;
          change(key, { status: 'error', error: messageOf(error) });
          errorToast(messageOf(error));
        })
        .finally(() => aborts.current.delete(key));
    }
  };

  const remove = async (item: UploadItem, orderId: string | null) => {
    if (item.status === 'completed' && item.path && orderId) {
      try {
        await deleteStlFile(orderId, item.path);
      } catch (error) {
        errorToast(messageOf(error));
        return;
      }
      toast.success(WIZARD_MESSAGES.fileDeleted);
    } else {
      aborts.current.get(item.key)?.();
    }
    setItems((current) => current.filter((entry) => entry.key !== item.key));
  };

  const entries = new Map(order.data?.stl_files.map((file) => [file.path, file]));
  const shown = items.map((item) => {
    const entry = item.path ? entries.get(item.path) : undefined;
    if (!entry || !isMeshCheckPending(item) || isMeshCheckPending(entry)) return item;
    const { checkStatus: _pending, ...rest } = item;
    return { ...rest, ...checkOf(entry) };
  });

  return { items: shown, addFiles, remove };
};

export type StlUploads = ReturnType<typeof useStlUploads>;
