/**
 * A purpose-built streaming scanner for Apple Health's export.xml, working on the inflated bytes (issue 34 item 7):
 * a general XML parser (saxes) spent ~2/3 of an import building every attribute of every record of a multi-GB file;
 * this one finds tags with Buffer.indexOf, checks them as it goes and decodes only the attributes asked for.
 *
 * What it keeps of XML (an export.xml is plain elements and attributes, no CDATA, no namespaces):
 * - The prolog (XML declaration, comments, the DOCTYPE with Apple's internal DTD) up to and including the root's
 *   start tag is handed whole to saxes, the same check as before: a DOCTYPE declaring entities or naming an external
 *   DTD is refused (checkDoctype, 422), the root must be <HealthData>. No DTD is processed, no entity is expanded.
 * - After it, well-formedness as it matters here: every tag closed in order, one root, quoted attributes without `<`,
 *   no duplicate attribute, only the five predefined entities and character references (an undefined entity is an
 *   error, as it is for saxes), comments and CDATA sections skipped, nothing but whitespace, comments and processing
 *   instructions after the root. A broken file is an error (the caller writes nothing).
 * - Attribute values are normalized as saxes does (XML 1.0 §3.3.3: a literal tab, newline or CR is a space, CRLF one
 *   space) and their references decoded.
 * - A single tag, comment or text run longer than MAX_TOKEN_BYTES is refused: memory stays bounded whatever the file.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** Longest tag (or comment) the scanner holds while waiting for its end; Apple's longest are a few KB. */
export const MAX_TOKEN_BYTES = 16 * 1024 * 1024;
/** Longest prolog (XML declaration and DOCTYPE) before the root; Apple's is ~10 KB. */
const MAX_PROLOG_BYTES = 4 * 1024 * 1024;

export class XmlScanError extends Error {}

/** One start tag's attributes, decoded on demand (a record of an unwanted type has only its type read). */
export interface ScannedTag {
  /** The attribute's value (references decoded), or undefined. */
  get(name: string): string | undefined;
  /** Every attribute, decoded. */
  all(): Record<string, string>;
}

export interface ScanHandlers {
  /** The root's start tag has been read; `doctype` is called before it (from saxes). */
  root(name: string): void;
  doctype(text: string): void;
  /** A start tag at `depth` (the root is 1); a self-closing tag is followed by its close. */
  open(name: string, depth: number, tag: ScannedTag): void;
  /** An end tag (or a self-closing tag's end) at `depth`. */
  close(name: string, depth: number): void;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QMARK = 0x3f;
const EQ = 0x3d;
const AMP = 0x26;
const QUOT = 0x22;
const APOS = 0x27;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
/** Bytes that end a name: whitespace, / > = quotes < and &. */
const endsName = (c: number) =>
  c === 0x20 ||
  c === 0x0a ||
  c === 0x09 ||
  c === 0x0d ||
  c === SLASH ||
  c === GT ||
  c === EQ ||
  c === QUOT ||
  c === APOS ||
  c === LT ||
  c === AMP;
/** A name's first byte: a letter, _ or :, or any byte of a multi-byte UTF-8 character. */
const startsName = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x3a || c >= 0x80;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);

/** Decodes the predefined entities and character references of `text`; any other reference is an error. */
export function decodeReferences(text: string): string {
  let out = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
    const semi = text.indexOf(';', amp + 1);
    if (semi === -1) throw new XmlScanError('an & that starts no reference');
    const ref = text.slice(amp + 1, semi);
    let value: string | undefined;
    if (ref.startsWith('#')) {
      const cp = /^#x[0-9a-fA-F]+$/.test(ref)
        ? parseInt(ref.slice(2), 16)
        : /^#[0-9]+$/.test(ref)
          ? parseInt(ref.slice(1), 10)
          : NaN;
      if (!isXmlChar(cp)) throw new XmlScanError(`malformed character reference &${ref};`);
      value = String.fromCodePoint(cp);
    } else value = PREDEFINED[ref];
    if (value === undefined) throw new XmlScanError(`undefined entity &${ref.slice(0, 40)};`);
    out += text.slice(from, amp) + value;
    from = semi + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Flags of an attribute value's raw bytes. */
const HAS_AMP = 1;
const HAS_SPACE_CHAR = 2;

function decodeValue(buf: Buffer, start: number, end: number, flags: number): string {
  let text = buf.toString('utf8', start, end);
  if (flags & HAS_SPACE_CHAR) text = text.replace(/\r\n?/g, '\n').replace(/[\t\n]/g, ' ');
  if (flags & HAS_AMP) text = decodeReferences(text);
  return text;
}

/** Validates a text run's references (the text itself is not needed). */
function checkText(buf: Buffer, start: number, end: number): void {
  const text = buf.toString('utf8', start, end);
  decodeReferences(text);
  if (text.includes(']]>')) throw new XmlScanError(']]> in text');
}

/** A tag's attribute positions in the current buffer: [nameStart, nameEnd, valueStart, valueEnd, flags] each. */
class TagView implements ScannedTag {
  buf: Buffer = Buffer.alloc(0);
  pos = new Int32Array(5 * 32);
  count = 0;

  add(ns: number, ne: number, vs: number, ve: number, flags: number): void {
    if ((this.count + 1) * 5 > this.pos.length) {
      const grown = new Int32Array(this.pos.length * 2);
      grown.set(this.pos);
      this.pos = grown;
    }
    const { buf, pos } = this;
    // Duplicate attribute names are malformed (saxes refuses them too).
    const len = ne - ns;
    for (let i = 0; i < this.count * 5; i += 5) {
      if (pos[i + 1]! - pos[i]! === len && buf.compare(buf, ns, ne, pos[i]!, pos[i + 1]!) === 0)
        throw new XmlScanError(`duplicate attribute ${buf.toString('utf8', ns, ne)}`);
    }
    const i = this.count * 5;
    pos[i] = ns;
    pos[i + 1] = ne;
    pos[i + 2] = vs;
    pos[i + 3] = ve;
    pos[i + 4] = flags;
    this.count += 1;
  }

  private index(name: string): number {
    const { buf, pos } = this;
    for (let i = 0; i < this.count * 5; i += 5) {
      const ns = pos[i]!;
      if (pos[i + 1]! - ns !== name.length) continue;
      let same = true;
      for (let k = 0; k < name.length; k++)
        if (buf[ns + k] !== name.charCodeAt(k)) {
          same = false;
          break;
        }
      if (same) return i;
    }
    return -1;
  }

  get(name: string): string | undefined {
    const i = this.index(name);
    return i === -1 ? undefined : decodeValue(this.buf, this.pos[i + 2]!, this.pos[i + 3]!, this.pos[i + 4]!);
  }

  all(): Record<string, string> {
    const out: Record<string, string> = {};
    const { buf, pos } = this;
    for (let i = 0; i < this.count * 5; i += 5)
      out[buf.toString('utf8', pos[i]!, pos[i + 1]!)] = decodeValue(
        buf,
        pos[i + 2]!,
        pos[i + 3]!,
        pos[i + 4]!,
      );
    return out;
  }
}

/** Where the prolog ends: the index just past the root's start tag in `s`, or -1 when more text is needed. */
function prologEnd(s: string): number {
  let i = s.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < s.length && /\s/.test(s[i]!)) i++;
    if (i >= s.length) return -1;
    if (s.startsWith('<?', i)) {
      const j = s.indexOf('?>', i + 2);
      if (j === -1) return -1;
      i = j + 2;
    } else if (s.startsWith('<!--', i)) {
      const j = s.indexOf('-->', i + 4);
      if (j === -1) return -1;
      i = j + 3;
    } else if (s.startsWith('<!', i)) {
      // <!DOCTYPE …>: skip quoted strings, comments and the internal subset's [ … ].
      let k = i + 2;
      let subset = false;
      for (;;) {
        if (k >= s.length) return -1;
        const c = s[k]!;
        if (c === '"' || c === "'") {
          const j = s.indexOf(c, k + 1);
          if (j === -1) return -1;
          k = j + 1;
          continue;
        }
        if (subset && s.startsWith('<!--', k)) {
          const j = s.indexOf('-->', k + 4);
          if (j === -1) return -1;
          k = j + 3;
          continue;
        }
        if (c === '[') subset = true;
        else if (c === ']') subset = false;
        else if (c === '>' && !subset) break;
        k++;
      }
      i = k + 1;
    } else if (s[i] === '<') {
      // The root's start tag: its end is the first > outside quotes.
      let k = i + 1;
      for (;;) {
        if (k >= s.length) return -1;
        const c = s[k]!;
        if (c === '"' || c === "'") {
          const j = s.indexOf(c, k + 1);
          if (j === -1) return -1;
          k = j + 1;
          continue;
        }
        if (c === '>') return k + 1;
        k++;
      }
    } else return i + 1; // Text before the root: saxes says what is wrong with it.
  }
}

/**
 * Scans an export.xml written to it in chunks (Buffers, any split); throws XmlScanError (or what a handler throws)
 * at the first problem. Call end() after the last chunk.
 */
export class HealthXmlScanner {
  private readonly handlers: ScanHandlers;
  private head: Buffer[] = [];
  private headBytes = 0;
  private inProlog = true;
  private rest: Buffer = Buffer.alloc(0);
  private readonly stack: string[] = [];
  private rootDone = false;
  private readonly tag = new TagView();
  /** Bytes before `rest` (for error positions). */
  private offset = 0;

  constructor(handlers: ScanHandlers) {
    this.handlers = handlers;
  }

  write(chunk: Buffer): void {
    if (this.inProlog) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      const bytes = Buffer.concat(this.head);
      const text = bytes.toString('utf8');
      const end = prologEnd(text);
      if (end === -1) {
        if (this.headBytes > MAX_PROLOG_BYTES) throw new XmlScanError('no root element in its first 4 MB');
        return;
      }
      this.checkProlog(text.slice(0, end));
      this.inProlog = false;
      this.head = [];
      const used = Buffer.byteLength(text.slice(0, end));
      this.offset = used;
      this.rest = bytes.subarray(used);
    } else {
      this.rest = this.rest.length === 0 ? chunk : Buffer.concat([this.rest, chunk]);
    }
    const consumed = this.scan(this.rest);
    this.offset += consumed;
    this.rest = this.rest.subarray(consumed);
    if (this.rest.length > MAX_TOKEN_BYTES)
      throw new XmlScanError(`a tag or text longer than ${MAX_TOKEN_BYTES / 1024 / 1024} MB`);
  }

  end(): void {
    if (this.inProlog) {
      // The whole file is shorter than its prolog: saxes says what is wrong (or that the root is missing).
      this.checkProlog(Buffer.concat(this.head).toString('utf8'), true);
      throw new XmlScanError('no root element');
    }
    if (this.rest.length > 0 && this.rootDone) this.checkTrailing(this.rest, 0, this.rest.length);
    if (this.stack.length > 0 || this.rest.length > 0) throw new XmlScanError(`unclosed tag: ${this.stack.at(-1)}`);
  }

  /** The prolog and the root's start tag, through saxes (DOCTYPE check, root name); the root opens the stack. */
  private checkProlog(text: string, close = false): void {
    const parser = new SaxesParser({ xmlns: false });
    let root: SaxesTagPlain | undefined;
    parser.on('doctype', (d) => this.handlers.doctype(d));
    parser.on('opentag', (t: SaxesTagPlain) => {
      root ??= t;
    });
    parser.on('error', (err) => {
      throw new XmlScanError(err.message);
    });
    parser.write(text);
    if (close) parser.close();
    if (!root) {
      if (close) return;
      throw new XmlScanError('text before the root element');
    }
    this.handlers.root(root.name);
    this.stack.push(root.name);
    if (root.isSelfClosing) {
      this.handlers.close(root.name, 1);
      this.stack.pop();
      this.rootDone = true;
    }
  }

  /** After the root: only whitespace, comments and processing instructions. */
  private checkTrailing(buf: Buffer, from: number, to: number): void {
    const text = buf.toString('utf8', from, to).replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g, '');
    if (text.trim() !== '') throw new XmlScanError('content after the root element');
  }

  private fail(what: string, at: number): never {
    throw new XmlScanError(`${what} at byte ${this.offset + at}`);
  }

  /** Scans what is complete in buf; returns the bytes consumed (the rest waits for the next chunk). */
  private scan(buf: Buffer): number {
    const { handlers, stack, tag } = this;
    tag.buf = buf;
    const len = buf.length;
    let pos = 0;
    for (;;) {
      if (this.rootDone) {
        // Whitespace, comments and PIs may follow the root; wait for the end to judge a partial one.
        const lt = buf.indexOf(LT, pos);
        const to = lt === -1 ? len : lt;
        this.checkTrailing(buf, pos, to);
        if (lt === -1) return len;
        const close = buf[lt + 1] === BANG ? buf.indexOf('-->', lt + 4) : buf.indexOf('?>', lt + 2);
        if (close === -1) return lt;
        this.checkTrailing(buf, lt, close + (buf[lt + 1] === BANG ? 3 : 2));
        pos = close + (buf[lt + 1] === BANG ? 3 : 2);
        continue;
      }
      const lt = buf.indexOf(LT, pos);
      // Text between tags: whitespace between records; anything else has its references checked.
      const textEnd = lt === -1 ? len : lt;
      for (let i = pos; i < textEnd; i++) {
        if (!isSpace(buf[i]!)) {
          if (lt === -1) {
            // Wait for the text's end so a reference split across chunks is whole.
            const amp = buf.lastIndexOf(AMP, textEnd - 1);
            const cut = amp >= i && buf.indexOf(0x3b, amp) === -1 ? amp : textEnd;
            checkText(buf, i, cut);
            return cut;
          }
          checkText(buf, i, textEnd);
          break;
        }
      }
      if (lt === -1 || lt + 1 >= len) return lt === -1 ? len : lt;
      const next = buf[lt + 1]!;

      if (next === SLASH) {
        const gt = buf.indexOf(GT, lt + 2);
        if (gt === -1) return lt;
        let ne = lt + 2;
        while (ne < gt && !endsName(buf[ne]!)) ne++;
        for (let k = ne; k < gt; k++) if (!isSpace(buf[k]!)) this.fail('a malformed end tag', lt);
        const name = buf.toString('utf8', lt + 2, ne);
        const open = stack.pop();
        if (open !== name) this.fail(`</${name}> closes <${open ?? 'nothing'}>`, lt);
        handlers.close(name, stack.length + 1);
        if (stack.length === 0) this.rootDone = true;
        pos = gt + 1;
        continue;
      }

      if (next === BANG) {
        if (buf.length - lt < 9) return lt;
        if (buf[lt + 2] === 0x2d && buf[lt + 3] === 0x2d) {
          const end = buf.indexOf('--', lt + 4);
          if (end === -1) return lt;
          if (end + 2 >= len) return lt;
          if (buf[end + 2] !== GT) this.fail('-- inside a comment', end);
          pos = end + 3;
          continue;
        }
        if (buf.toString('latin1', lt + 2, lt + 9) === '[CDATA[') {
          const end = buf.indexOf(']]>', lt + 9);
          if (end === -1) return lt;
          pos = end + 3;
          continue;
        }
        this.fail('a declaration inside the document', lt);
      }

      if (next === QMARK) {
        const end = buf.indexOf('?>', lt + 2);
        if (end === -1) return lt;
        pos = end + 2;
        continue;
      }

      // A start tag: its name, then name="value" pairs separated by whitespace, then > or />.
      if (!startsName(next)) this.fail('a < that starts no tag', lt);
      let p = lt + 2;
      while (p < len && !endsName(buf[p]!)) p++;
      if (p >= len) return lt;
      const nameEnd = p;
      tag.count = 0;
      let selfClosing = false;
      let complete = false;
      for (;;) {
        const before = p;
        while (p < len && isSpace(buf[p]!)) p++;
        if (p >= len) break;
        const c = buf[p]!;
        if (c === GT) {
          complete = true;
          p += 1;
          break;
        }
        if (c === SLASH) {
          if (p + 1 >= len) break;
          if (buf[p + 1] !== GT) this.fail('a / inside a tag', p);
          selfClosing = true;
          complete = true;
          p += 2;
          break;
        }
        if (p === before) this.fail('no whitespace between attributes', p);
        if (!startsName(c)) this.fail('a malformed attribute', p);
        const ns = p;
        while (p < len && !endsName(buf[p]!)) p++;
        const ne = p;
        while (p < len && isSpace(buf[p]!)) p++;
        if (p >= len) break;
        if (buf[p] !== EQ) this.fail('an attribute without a value', p);
        p++;
        while (p < len && isSpace(buf[p]!)) p++;
        if (p >= len) break;
        const quote = buf[p]!;
        if (quote !== QUOT && quote !== APOS) this.fail('an unquoted attribute value', p);
        const vs = p + 1;
        const ve = buf.indexOf(quote, vs);
        if (ve === -1) break;
        let flags = 0;
        for (let k = vs; k < ve; k++) {
          const b = buf[k]!;
          if (b === LT) this.fail('a < inside an attribute value', k);
          if (b === AMP) flags |= HAS_AMP;
          else if (b === 0x09 || b === 0x0a || b === 0x0d) flags |= HAS_SPACE_CHAR;
        }
        tag.add(ns, ne, vs, ve, flags);
        p = ve + 1;
      }
      if (!complete) return lt;
      const name = buf.toString('utf8', lt + 1, nameEnd);
      stack.push(name);
      handlers.open(name, stack.length, tag);
      if (selfClosing) {
        stack.pop();
        handlers.close(name, stack.length + 1);
        if (stack.length === 0) this.rootDone = true;
      }
      pos = p;
    }
  }
}
