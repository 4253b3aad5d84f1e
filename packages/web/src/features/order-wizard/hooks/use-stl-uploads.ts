import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { StlFile } from '@conque/domain/orders/stl-files';
import { stlFileProblem } from '@conque/domain/orders/stl-files';
import type { UploadState } from '@conque/domain/orders/submission';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
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
  /** Issue 11 item 1: the server's measure of the stored mesh. */
  check?: MeshCheck;
  error?: string;
};

/** A stored file as the wizard holds it, with the server's check when it made one. */
type StoredStl = StlFile & { check?: MeshCheck };

const fromStored = (file: StoredStl): UploadItem => ({
  key: file.path,
  name: file.name,
  size: file.size,
  status: 'completed',
  progress: 100,
  path: file.path,
  ...(file.check ? { check: file.check } : {}),
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const errorToast = (description: string) => toast.error(WIZARD_MESSAGES.errorTitle, { description });

/**
 * Spec 001 §4-§5: STL files picked, checked (extension, size), each sent with its own progress bar,
 * in the states uploading, error, completed. The draft must exist first: `ensureOrderId` saves it.
 */
export const useStlUploads = (stored: StoredStl[], ensureOrderId: () => Promise<string>) => {
  const [items, setItems] = useState<UploadItem[]>(() => stored.map(fromStored));
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
            ...(entry.check ? { check: entry.check } : {}),
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

  return { items, addFiles, remove };
};

export type StlUploads = ReturnType<typeof useStlUploads>;
