import { inParis } from '@conque/domain/shared/paris-time';

// The bytes of a ZIP archive around its entries' data (PKWARE APPNOTE 6.3.x): entries stored without
// compression, each followed by a data descriptor (its CRC-32 is known only once it has been read),
// names in UTF-8, and ZIP64 records wherever a size, an offset or the count passes what 32 or 16 bits
// hold (an order may hold 50 impressions of 100 MB). Every length is known before the first byte is
// written, so the whole archive's length is too (the response's Content-Length).

const U16 = 0xffff;
const U32 = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
// Made by: Unix (3), version 6.3; read as a regular file with mode 0644.
const VERSION_MADE_BY = (3 << 8) | 63;
const EXTERNAL_ATTRIBUTES = (0o100644 << 16) >>> 0;

export type ZipEntryPlan = {
  /** The entry's path inside the archive, `/`-separated. */
  name: string;
  /** Its exact length in bytes. */
  size: number;
};

export type LaidOutEntry = ZipEntryPlan & {
  nameBytes: Buffer;
  /** Where its local header starts. */
  offset: number;
  /** Its sizes need 64 bits: ZIP64 extra field in its local header, 64-bit data descriptor. */
  zip64: boolean;
};

export type ZipLayout = {
  entries: LaidOutEntry[];
  centralDirectoryOffset: number;
  centralDirectorySize: number;
  /** The archive's length in bytes. */
  length: number;
};

const DOS_EPOCH_YEAR = 1980;

/**
 * MS-DOS date and time, which zip tools show as they are: Paris wall-clock time, the labs' and the
 * clinics'. The exact instant is in the extended timestamp field beside it.
 */
const dosDateTime = (instant: Date) => {
  const date = inParis(instant);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date:
      (Math.max(0, date.getFullYear() - DOS_EPOCH_YEAR) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
};

/** The extended timestamp extra field (0x5455, Info-ZIP): the modification time in Unix seconds. */
const TIMESTAMP_FIELD_LENGTH = 9;
const writeTimestampField = (out: Buffer, at: number, modified: Date) => {
  out.writeUInt16LE(0x5455, at);
  out.writeUInt16LE(5, at + 2);
  out.writeUInt8(0x01, at + 4);
  out.writeUInt32LE(Math.max(0, Math.floor(modified.getTime() / 1000)), at + 5);
};

const localHeaderLength = (entry: { nameBytes: Buffer; zip64: boolean }) =>
  30 + entry.nameBytes.length + TIMESTAMP_FIELD_LENGTH + (entry.zip64 ? 20 : 0);
const dataDescriptorLength = (zip64: boolean) => (zip64 ? 24 : 16);

/** The central directory's ZIP64 extra field: the values that do not fit in their 32-bit places. */
const centralZip64Values = (entry: LaidOutEntry) => [
  ...(entry.size >= U32 ? [entry.size, entry.size] : []),
  ...(entry.offset >= U32 ? [entry.offset] : []),
];
const centralHeaderLength = (entry: LaidOutEntry) => {
  const values = centralZip64Values(entry).length;
  return 46 + entry.nameBytes.length + TIMESTAMP_FIELD_LENGTH + (values > 0 ? 4 + 8 * values : 0);
};

export const layOutZip = (plans: readonly ZipEntryPlan[]): ZipLayout => {
  let offset = 0;
  const entries = plans.map((plan) => {
    const nameBytes = Buffer.from(plan.name, 'utf8');
    if (nameBytes.length > U16) throw new Error(`zip entry name too long: ${plan.name.slice(0, 80)}…`);
    const entry = { ...plan, nameBytes, offset, zip64: plan.size >= U32 };
    offset += localHeaderLength(entry) + plan.size + dataDescriptorLength(entry.zip64);
    return entry;
  });
  const centralDirectoryOffset = offset;
  const centralDirectorySize = entries.reduce((sum, entry) => sum + centralHeaderLength(entry), 0);
  const end = centralDirectoryOffset + centralDirectorySize;
  return {
    entries,
    centralDirectoryOffset,
    centralDirectorySize,
    length:
      end + (needsZip64End(entries.length, centralDirectoryOffset, centralDirectorySize) ? 56 + 20 : 0) + 22,
  };
};

const needsZip64End = (count: number, offset: number, size: number) =>
  count >= U16 || offset >= U32 || size >= U32;

export const localHeader = (entry: LaidOutEntry, modified: Date): Buffer => {
  const header = Buffer.alloc(localHeaderLength(entry));
  const { time, date } = dosDateTime(modified);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(entry.zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, 4);
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC-32 and sizes are in the data descriptor (bit 3); ZIP64 marks them as in its extra field.
  header.writeUInt32LE(0, 14);
  header.writeUInt32LE(entry.zip64 ? U32 : 0, 18);
  header.writeUInt32LE(entry.zip64 ? U32 : 0, 22);
  header.writeUInt16LE(entry.nameBytes.length, 26);
  header.writeUInt16LE(TIMESTAMP_FIELD_LENGTH + (entry.zip64 ? 20 : 0), 28);
  entry.nameBytes.copy(header, 30);
  writeTimestampField(header, 30 + entry.nameBytes.length, modified);
  if (entry.zip64) {
    const extra = 30 + entry.nameBytes.length + TIMESTAMP_FIELD_LENGTH;
    header.writeUInt16LE(0x0001, extra);
    header.writeUInt16LE(16, extra + 2);
    // Sizes zero here: the data descriptor has them.
  }
  return header;
};

export const dataDescriptor = (entry: LaidOutEntry, crc: number): Buffer => {
  const descriptor = Buffer.alloc(dataDescriptorLength(entry.zip64));
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  if (entry.zip64) {
    descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
    descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
  }
  return descriptor;
};

/** The central directory and its end records, once every entry's CRC-32 is known. */
export const centralDirectory = (layout: ZipLayout, crcs: readonly number[], modified: Date): Buffer => {
  const { time, date } = dosDateTime(modified);
  const { entries, centralDirectoryOffset: cdOffset, centralDirectorySize: cdSize } = layout;
  const zip64End = needsZip64End(entries.length, cdOffset, cdSize);
  const out = Buffer.alloc(layout.length - cdOffset);
  let at = 0;
  entries.forEach((entry, index) => {
    const values = centralZip64Values(entry);
    const zip64 = values.length > 0;
    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(VERSION_MADE_BY, at + 4);
    out.writeUInt16LE(zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, at + 6);
    out.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, at + 8);
    out.writeUInt16LE(0, at + 10);
    out.writeUInt16LE(time, at + 12);
    out.writeUInt16LE(date, at + 14);
    out.writeUInt32LE(crcs[index] ?? 0, at + 16);
    out.writeUInt32LE(Math.min(entry.size, U32), at + 20);
    out.writeUInt32LE(Math.min(entry.size, U32), at + 24);
    out.writeUInt16LE(entry.nameBytes.length, at + 28);
    out.writeUInt16LE(TIMESTAMP_FIELD_LENGTH + (zip64 ? 4 + 8 * values.length : 0), at + 30);
    // Comment length, disk number, internal attributes: 0.
    out.writeUInt32LE(EXTERNAL_ATTRIBUTES, at + 38);
    out.writeUInt32LE(Math.min(entry.offset, U32), at + 42);
    entry.nameBytes.copy(out, at + 46);
    at += 46 + entry.nameBytes.length;
    writeTimestampField(out, at, modified);
    at += TIMESTAMP_FIELD_LENGTH;
    if (zip64) {
      out.writeUInt16LE(0x0001, at);
      out.writeUInt16LE(8 * values.length, at + 2);
      at += 4;
      for (const value of values) {
        out.writeBigUInt64LE(BigInt(value), at);
        at += 8;
      }
    }
  });
  const end = cdOffset + cdSize;
  if (zip64End) {
    out.writeUInt32LE(0x06064b50, at);
    out.writeBigUInt64LE(44n, at + 4);
    out.writeUInt16LE(VERSION_MADE_BY, at + 12);
    out.writeUInt16LE(VERSION_NEEDED_ZIP64, at + 14);
    // This disk and the directory's: 0.
    out.writeBigUInt64LE(BigInt(entries.length), at + 24);
    out.writeBigUInt64LE(BigInt(entries.length), at + 32);
    out.writeBigUInt64LE(BigInt(cdSize), at + 40);
    out.writeBigUInt64LE(BigInt(cdOffset), at + 48);
    at += 56;
    out.writeUInt32LE(0x07064b50, at);
    out.writeBigUInt64LE(BigInt(end), at + 8);
    out.writeUInt32LE(1, at + 16);
    at += 20;
  }
  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(Math.min(entries.length, U16), at + 8);
  out.writeUInt16LE(Math.min(entries.length, U16), at + 10);
  out.writeUInt32LE(Math.min(cdSize, U32), at + 12);
  out.writeUInt32LE(Math.min(cdOffset, U32), at + 16);
  return out;
};
