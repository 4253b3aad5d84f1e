// Spec 001 §3 "Stl file entry", as kept in orders.stl_files and answered by the upload. Kept here until
// the order's own schema lands in domain/src/orders, where the wizard will need it too.
export type StlFileEntry = {
  /** The name the user's file had, for display. */
  name: string;
  /** The server-made storage key in bucket stl_files: `<orderId>/<safe-base-name>_<timestamp>.stl`. */
  path: string;
  /** Bytes. */
  size: number;
  type: 'model/stl';
  /** ISO 8601, UTC. */
  uploadedAt: string;
};
