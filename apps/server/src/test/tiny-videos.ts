/**
 * The first bytes of video files, built here rather than encoded: enough for the content checks, which
 * read only the header. (A real, playable clip for the browser lives in the web app's e2e fixtures.)
 */

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** An `ftyp` box (major brand `isom`, compatible `isom`, `mp41`) and a `free` box of padding. */
export function tinyMp4(padding = 64, majorBrand = 'isom'): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from(majorBrand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')]),
  );
  return Buffer.concat([ftyp, box('free', Buffer.alloc(padding, 0x2e))]);
}

function element(id: number[], data: Buffer): Buffer {
  if (data.length > 126) throw new Error('tiny EBML elements only');
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
}

/** An EBML header with the given DocType, then the start of a Segment. */
export function tinyWebm(docType = 'webm'): Buffer {
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    segment,
    Buffer.alloc(32),
  ]);
}
