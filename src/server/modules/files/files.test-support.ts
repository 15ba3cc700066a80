import { crc32 } from "node:zlib";
import type { Db } from "../../db/client";
import { diaryEntries } from "../../db/schema/index";
import { multipart, pngBytes } from "../account/account.test-support";

/**
 * The fields an entry's local and central headers share, from `at` (4 in the local header; 6 in the
 * central one, after "version made by"): version needed, CRC, both sizes (stored) and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, data: Buffer, nameLength: number) {
  header.writeUInt16LE(20, at);
  header.writeUInt32LE(crc32(data), at + 10);
  header.writeUInt32LE(data.length, at + 14);
  header.writeUInt32LE(data.length, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A real (stored, uncompressed) ZIP with the given entries, as Office writes its documents. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = Buffer.from(content, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, data, nameBytes.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, data, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export { multipart, pngBytes };

/** A diary entry as the diary form would leave it (the diary module's own factory is not needed here). */
export async function buildDiaryEntry(db: Db, projectId: number, input: Partial<typeof diaryEntries.$inferInsert> = {}) {
  const [row] = await db
    .insert(diaryEntries)
    .values({ projectId, date: "2025-03-14", author: "Test Author", workSummary: "Groundworks", labor: "[]", ...input })
    .returning();
  return row;
}

/** A multipart body with several files and text fields, for inject(). */
export function multipartMany(parts: ({ field?: string; name: string; type: string; data: Buffer } | { field: string; value: string })[]) {
  const boundary = `----sitebook${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ("value" in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? "file"}"; filename="${p.name}"\r\nContent-Type: ${p.type}\r\n\r\n`),
        p.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");
export const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
