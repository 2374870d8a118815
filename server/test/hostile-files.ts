/**
 * Hostile upload files, made by our own code: renamed executables, polyglots, damaged and encrypted PDFs, a PDF
 * with JavaScript, decompression bombs (PNG/TIFF/JPEG declaring enormous sizes, a PDF content stream that inflates
 * to hundreds of megabytes), and PDFs with absurd structures.
 */
import { deflateSync } from 'node:zlib';
import { pdfFromObjects, textPdf } from './documents';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid PNG header declaring width × height greyscale pixels, with almost no image data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A little-endian TIFF whose one strip claims width × height 8-bit pixels (a "TIFF bomb"). */
export function tiffDeclaring(width: number, height: number): Buffer {
  const entries: [number, number, number, number][] = [
    [256, 4, 1, width], // ImageWidth (LONG)
    [257, 4, 1, height], // ImageLength
    [258, 3, 1, 8], // BitsPerSample
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 1], // Photometric: black is zero
    [273, 4, 1, 8 + 2 + 12 * 8 + 4], // StripOffsets: right after the IFD
    [278, 4, 1, height], // RowsPerStrip
    [279, 4, 1, 64], // StripByteCounts (only 64 bytes follow)
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, count, value], i) => {
    const o = 2 + i * 12;
    ifd.writeUInt16LE(tag, o);
    ifd.writeUInt16LE(type, o + 2);
    ifd.writeUInt32LE(count, o + 4);
    if (type === 3) ifd.writeUInt16LE(value, o + 8);
    else ifd.writeUInt32LE(value, o + 8);
  });
  return Buffer.concat([
    Buffer.from('II*\0', 'latin1'),
    Buffer.from([8, 0, 0, 0]),
    ifd,
    Buffer.alloc(64, 0x80),
  ]);
}

/** A JPEG start with a frame header declaring width × height, then nothing sensible. */
export function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
    sof,
    Buffer.alloc(200, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

const PAGE_OBJECTS = (content: string, catalogExtra = '') => [
  `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
  content,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];
const TEXT = '<< /Length 44 >>\nstream\nBT /F1 12 Tf 50 700 Td (Haemoglobin 14.1) Tj ET\nendstream';

export const pdfWithJavaScript = () =>
  pdfFromObjects(PAGE_OBJECTS(TEXT, '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>'));

export const encryptedPdf = () =>
  pdfFromObjects(
    PAGE_OBJECTS(TEXT),
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'11'.repeat(32)}> /U <${'22'.repeat(32)}> /P -4 >> /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>] `,
  );

/** A page whose content stream inflates from ~300 KB to 300 MB of zeros. */
export function pdfInflateBomb(): Buffer {
  const inflated = deflateSync(Buffer.alloc(300 * 1024 * 1024), { level: 9 });
  const head = Buffer.from(`<< /Length ${inflated.length} /Filter /FlateDecode >>\nstream\n`, 'latin1');
  const placeholder = '@@STREAM@@';
  const pdf = pdfFromObjects(PAGE_OBJECTS(`${head.toString('latin1')}${placeholder}\nendstream`));
  // Splice the binary stream in, fixing the xref offsets that follow it.
  const text = pdf.toString('latin1');
  const at = text.indexOf(placeholder);
  const before = pdf.subarray(0, at);
  const after = Buffer.from(
    text
      .slice(at + placeholder.length)
      .replace(/(\d{10}) 00000 n/g, (m, off: string) =>
        Number(off) > at
          ? `${String(Number(off) - placeholder.length + inflated.length).padStart(10, '0')} 00000 n`
          : m,
      )
      .replace(
        /startxref\n(\d+)/,
        (_m, off: string) => `startxref\n${Number(off) - placeholder.length + inflated.length}`,
      ),
    'latin1',
  );
  return Buffer.concat([before, inflated, after]);
}

/** A PDF whose page tree claims 5,000 pages. */
export function pdfManyPages(count = 5000): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 4} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    TEXT,
  ];
  for (let i = 0; i < count; i++)
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>');
  return pdfFromObjects(objects);
}

/** 20,000 nested arrays in a page dictionary (parser recursion). */
export const pdfDeepNesting = () =>
  pdfFromObjects(
    PAGE_OBJECTS(TEXT).map((o, i) =>
      i === 2 ? o.replace('/MediaBox', `/X ${'['.repeat(20000)}${']'.repeat(20000)} /MediaBox`) : o,
    ),
  );

export interface HostileFile {
  name: string;
  filename: string;
  bytes: () => Buffer;
  /** 'refused': 4xx before storing; 'handled': stored, and reading it fails or finds nothing, safely. */
  /**
   * refused: 4xx before storing (type, size, name); dangerous: 422 after inspection and deleted; handled: stored
   * (201) or refused on inspection (422), whichever the reader decides.
   */
  expect: 'refused' | 'dangerous' | 'handled';
}

const exe = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
  Buffer.alloc(60),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(2000, 0x90),
]);
const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(2000)]);
const zip = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(200)]);

export const HOSTILE_FILES: HostileFile[] = [
  { name: 'Windows executable renamed .pdf', filename: 'report.pdf', bytes: () => exe, expect: 'refused' },
  { name: 'Linux ELF binary renamed .png', filename: 'scan.png', bytes: () => elf, expect: 'refused' },
  {
    name: 'shell script renamed .jpg',
    filename: 'photo.jpg',
    bytes: () => Buffer.from('#!/bin/sh\nrm -rf /\n'),
    expect: 'refused',
  },
  {
    name: 'HTML page renamed .pdf',
    filename: 'report.pdf',
    bytes: () => Buffer.from('<html><script>alert(1)</script></html>'),
    expect: 'refused',
  },
  {
    name: 'SVG with script renamed .png',
    filename: 'scan.png',
    bytes: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    expect: 'refused',
  },
  { name: 'ZIP archive renamed .pdf', filename: 'report.pdf', bytes: () => zip, expect: 'refused' },
  {
    name: 'GIF/JAR polyglot renamed .png',
    filename: 'scan.png',
    bytes: () => Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), zip]),
    expect: 'refused',
  },
  {
    name: 'PDF with a ZIP appended (polyglot)',
    filename: 'report.pdf',
    bytes: () => Buffer.concat([textPdf(['Haemoglobin  14.1  g/dL  13.0 - 17.0']), zip]),
    expect: 'handled',
  },
  {
    name: 'PNG that is a valid PDF underneath (named .pdf)',
    filename: 'report.pdf',
    bytes: () => Buffer.concat([pngDeclaring(10, 10), textPdf(['x'])]),
    expect: 'refused',
  },
  {
    name: 'truncated PDF',
    filename: 'cut.pdf',
    bytes: () => textPdf(['Haemoglobin  14.1  g/dL  13.0 - 17.0']).subarray(0, 180),
    expect: 'handled',
  },
  { name: 'password-protected PDF', filename: 'locked.pdf', bytes: encryptedPdf, expect: 'dangerous' },
  { name: 'PDF with JavaScript', filename: 'script.pdf', bytes: pdfWithJavaScript, expect: 'dangerous' },
  {
    name: 'PDF whose content inflates to 300 MB',
    filename: 'bomb.pdf',
    bytes: pdfInflateBomb,
    expect: 'dangerous',
  },
  {
    name: 'PDF claiming 5,000 pages',
    filename: 'pages.pdf',
    bytes: () => pdfManyPages(),
    expect: 'dangerous',
  },
  { name: 'PDF nested 20,000 levels deep', filename: 'deep.pdf', bytes: pdfDeepNesting, expect: 'handled' },
  {
    name: 'PNG declaring 50,000 × 50,000 pixels',
    filename: 'huge.png',
    bytes: () => pngDeclaring(50_000, 50_000),
    expect: 'dangerous',
  },
  {
    name: 'TIFF bomb declaring 100,000 × 100,000 pixels',
    filename: 'bomb.tiff',
    bytes: () => tiffDeclaring(100_000, 100_000),
    expect: 'dangerous',
  },
  {
    name: 'JPEG declaring 65,000 × 65,000 pixels',
    filename: 'huge.jpg',
    bytes: () => jpegDeclaring(65_000, 65_000),
    expect: 'dangerous',
  },
  {
    name: 'PNG with a damaged body',
    filename: 'broken.png',
    bytes: () => Buffer.concat([pngDeclaring(200, 200).subarray(0, 40), Buffer.alloc(500, 0xff)]),
    expect: 'refused',
  },
  {
    name: 'PNG whose image data is garbage',
    filename: 'noise.png',
    bytes: () =>
      Buffer.concat([
        pngDeclaring(300, 300).subarray(0, 33),
        Buffer.from([0, 0, 1, 0]),
        Buffer.from('IDAT'),
        Buffer.alloc(256, 0x5a),
        Buffer.alloc(4),
      ]),
    expect: 'handled',
  },
  {
    name: 'path traversal filename',
    filename: '../../../../etc/passwd.pdf',
    bytes: () => textPdf(['Haemoglobin  14.1  g/dL  13.0 - 17.0']),
    expect: 'handled',
  },
  {
    name: 'null byte hiding an executable extension',
    filename: 'report.pdf\u0000.exe',
    bytes: () => textPdf(['x']),
    expect: 'refused',
  },
  { name: 'empty file', filename: 'empty.pdf', bytes: () => Buffer.alloc(0), expect: 'refused' },
];
