// How a stored file is served, whichever driver serves it: the downloaded name is the key's last
// segment (server-made, ASCII); STL files and invoices' Factur-X XML are saved, the PDFs of spec 001
// §7 open in a new tab. A link is personal and short-lived: no shared cache may keep the file.
export const downloadHeaders = (key: string) => {
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const type =
    extension === 'stl'
      ? 'model/stl'
      : extension === 'pdf'
        ? 'application/pdf'
        : extension === 'xml'
          ? 'application/xml'
          : 'application/octet-stream';
  const disposition = extension === 'pdf' ? 'inline' : 'attachment';
  return {
    type,
    /** Enough for a key's ASCII name. */
    disposition: `${disposition}; filename="${fileName}"`,
    /** The same with the RFC 6266 UTF-8 form, which /files/ has always sent. */
    dispositionUtf8: `${disposition}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    cacheControl: 'private, no-store',
  };
};
