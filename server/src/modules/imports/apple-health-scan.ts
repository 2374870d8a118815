/**
 * A purpose-built streaming scanner for Apple Health's export.xml, working on the inflated bytes (issue 34 item 7):
 * a general XML parser (saxes) spent ~2/3 of an import building every attribute of every record of a multi-GB file;
 * this one finds tags with Buffer.indexOf, matches each whole tag with one regular expression on its bytes read as
 * latin1 (names, quotes, = and < are ASCII, so a UTF-8 character never ends a value) and decodes only the attributes
 * asked for (docs/decisions/013-apple-health-background-import.md).
 *
 * What it keeps of XML (an export.xml is plain elements and attributes, no CDATA, no namespaces):
 * - The prolog (XML declaration, comments, the DOCTYPE with Apple's internal DTD) up to and including the root's
 *   start tag is handed whole to saxes, the same check as before: a DOCTYPE declaring entities or naming an external
 *   DTD is refused (checkDoctype, 422), the root must be <HealthData>. No DTD is processed, no entity is expanded.
 * - After it, well-formedness as it matters here: every tag closed in order, one root, quoted attributes without `<`,
 *   no duplicate attribute where all of a tag's are read, only the five predefined entities and character references (an undefined entity is an
 *   error, as it is for saxes), comments and CDATA sections skipped, nothing but whitespace, comments and processing
 *   instructions after the root. A broken file is an error (the caller writes nothing).
 * - Attribute values are normalized as saxes does (XML 1.0 §3.3.3: a literal tab, newline or CR is a space, CRLF one
 *   space) and their references decoded.
 * - A single tag or text run longer than MAX_TOKEN_BYTES is refused: memory stays bounded whatever the file.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { prologEnd } from './apple-health-prolog';

/** Longest tag (or comment) the scanner holds while waiting for its end; Apple's longest are a few KB. */
export const MAX_TOKEN_BYTES = 16 * 1024 * 1024;
/** Longest prolog (XML declaration and DOCTYPE) before the root; Apple's is ~10 KB. */
const MAX_PROLOG_BYTES = 4 * 1024 * 1024;
/**
 * Apple's export nests at most four deep (HealthData › Workout › WorkoutRoute › MetadataEntry); a crafted file of
 * millions of unclosed tags (it compresses ~1000:1) would grow the open-tag stack without bound.
 */
export const MAX_DEPTH = 32;

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

/**
 * A whole start tag, matched on its bytes read as latin1 (one char a byte: names and quotes are ASCII, so a UTF-8
 * character's bytes never end a value): name, attributes (whitespace-separated name="value"/'value', no < inside),
 * optional /, >.
 */
const START_TAG =
  /^<([A-Za-z_:\u0080-\u00ff][^\s/>=<&"']*)((?:\s+[^\s/>=<&"']+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>$/;
const END_TAG = /^<\/([^\s/>=<&"']+)\s*>$/;
const ATTRIBUTE = /([^\s/>=<&"']+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;
const NOT_ASCII = /[\u0080-\u00ff]/;
const NEEDS_DECODING = /[\u0080-\u00ff\t\n\r&]/;

/** Non-ASCII values decoded lately (a source's name repeats on every record); bounded. */
const utf8Cache = new Map<string, string>();

/** A latin1-read value as the UTF-8 text it is, normalized as saxes does (a tab, newline or CR is a space). */
function attributeValue(latin1: string): string {
  if (!NEEDS_DECODING.test(latin1)) return latin1;
  let text = latin1;
  if (NOT_ASCII.test(latin1)) {
    let decoded = utf8Cache.get(latin1);
    if (decoded === undefined) {
      decoded = Buffer.from(latin1, 'latin1').toString('utf8');
      if (utf8Cache.size >= 256) utf8Cache.clear();
      utf8Cache.set(latin1, decoded);
    }
    text = decoded;
  }
  if (SPACE_CHAR.test(text)) text = text.replace(/\r\n?/g, '\n').replace(/[\t\n]/g, ' ');
  return text.includes('&') ? decodeReferences(text) : text;
}
const SPACE_CHAR = /[\t\n\r]/;

/** A start tag's attribute text (latin1), decoded on demand (a record of an unwanted type has only its type read). */
class TagView implements ScannedTag {
  text = '';

  /**
   * Walks the (already validated) attributes in order, so a name inside another attribute's value is never taken
   * for an attribute; only the value asked for is decoded.
   */
  get(name: string): string | undefined {
    const { text } = this;
    let p = 0;
    for (;;) {
      while (p < text.length && text.charCodeAt(p) <= 32) p++;
      if (p >= text.length) return undefined;
      const eq = text.indexOf('=', p);
      let q = eq + 1;
      while (text.charCodeAt(q) <= 32) q++;
      const end = text.indexOf(text[q]!, q + 1);
      if (eq === -1 || end === -1) return undefined;
      let nameEnd = eq;
      while (text.charCodeAt(nameEnd - 1) <= 32) nameEnd--;
      if (nameEnd - p === name.length && text.startsWith(name, p))
        return attributeValue(text.slice(q + 1, end));
      p = end + 1;
    }
  }

  all(): Record<string, string> {
    const out: Record<string, string> = {};
    const { text } = this;
    ATTRIBUTE.lastIndex = 0;
    for (let m = ATTRIBUTE.exec(text); m !== null; m = ATTRIBUTE.exec(text)) {
      const name = m[1]!;
      if (out[name] !== undefined) throw new XmlScanError(`duplicate attribute ${name}`);
      out[name] = attributeValue(m[2] ?? m[3]!);
    }
    return out;
  }
}

const LT = 0x3c;
const GT = 0x3e;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;

/** The end (index of >) of the tag at lt honouring quoted values, -1 when buf ends first. */
function quotedTagEnd(buf: Buffer, lt: number): number {
  for (let k = lt + 1; k < buf.length; k++) {
    const c = buf[k]!;
    if (c === 0x22 || c === 0x27) {
      const q = buf.indexOf(c, k + 1);
      if (q === -1) return -1;
      k = q;
    } else if (c === GT) return k;
    else if (c === LT) return k - 1; // A < inside a tag: malformed; the caller's match fails.
  }
  return -1;
}

/**
 * Scans an export.xml written to it in chunks (Buffers, any split); throws XmlScanError (or what a handler throws) at
 * the first problem. Call end() after the last chunk.
 */
export class HealthXmlScanner {
  private readonly handlers: ScanHandlers;
  private inProlog = true;
  /** Bytes not scanned yet: the prolog, or a tag the chunk's end cut. */
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
    this.feed(chunk, false);
  }

  end(): void {
    this.feed(Buffer.alloc(0), true);
    if (this.stack.length > 0) throw new XmlScanError(`unclosed tag: ${this.stack.at(-1)}`);
  }

  private feed(chunk: Buffer, final: boolean): void {
    const buf = this.rest.length === 0 ? chunk : Buffer.concat([this.rest, chunk]);
    let from = 0;
    if (this.inProlog) {
      const text = buf.toString('utf8');
      const end = prologEnd(text);
      if (end === -1) {
        if (final) {
          // The whole file is shorter than its prolog: saxes says what is wrong (or that the root is missing).
          this.checkProlog(text, true);
          throw new XmlScanError('no root element');
        }
        if (buf.length > MAX_PROLOG_BYTES) throw new XmlScanError('no root element in its first 4 MB');
        this.rest = buf;
        return;
      }
      this.checkProlog(text.slice(0, end));
      this.inProlog = false;
      from = Buffer.byteLength(text.slice(0, end));
    }
    const consumed = this.scan(buf, from, final);
    this.offset += consumed;
    // A copy: the chunk it came from is not kept alive by a few bytes of it.
    this.rest = consumed === buf.length ? Buffer.alloc(0) : Buffer.from(buf.subarray(consumed));
    if (this.rest.length > MAX_TOKEN_BYTES)
      throw new XmlScanError(`a tag longer than ${MAX_TOKEN_BYTES / 1024 / 1024} MB`);
    if (final && this.rest.length > 0) this.fail('an unfinished tag', 0);
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

  private fail(what: string, at: number): never {
    throw new XmlScanError(`${what} at byte ${this.offset + at}`);
  }

  /** Text between tags: whitespace, or (inside the root) text whose references must be well-formed. */
  private text(buf: Buffer, from: number, to: number): void {
    let k = from;
    while (k < to && isSpace(buf[k]!)) k++;
    if (k === to) return;
    if (this.rootDone || this.stack.length === 0) this.fail('text outside the root element', k);
    const text = buf.toString('utf8', k, to);
    decodeReferences(text);
    if (text.includes(']]>')) this.fail(']]> in text', k);
  }

  /** Scans what is complete in buf from `pos`; returns the bytes consumed (the rest waits for the next chunk). */
  private scan(buf: Buffer, start: number, final: boolean): number {
    const { handlers, stack, tag } = this;
    const len = buf.length;
    let pos = start;
    for (;;) {
      const lt = buf.indexOf(LT, pos);
      if (lt === -1) {
        // Text to the end: wait for its end (a reference the chunk cut), unless this is the end.
        if (final) this.text(buf, pos, len);
        else {
          let k = pos;
          while (k < len && isSpace(buf[k]!)) k++;
          if (k < len) return pos;
        }
        return len;
      }
      if (lt > pos) this.text(buf, pos, lt);
      if (lt + 1 >= len) return lt;
      const next = buf[lt + 1]!;

      if (next === 0x21 /* ! */) {
        if (len - lt < 9) return lt;
        if (buf[lt + 2] === 0x2d && buf[lt + 3] === 0x2d) {
          const end = buf.indexOf('--', lt + 4);
          if (end === -1 || end + 2 >= len) return lt;
          if (buf[end + 2] !== GT) this.fail('-- inside a comment', end);
          pos = end + 3;
          continue;
        }
        if (buf.toString('latin1', lt + 2, lt + 9) !== '[CDATA[')
          this.fail('a declaration inside the document', lt);
        if (this.rootDone) this.fail('content after the root element', lt);
        const end = buf.indexOf(']]>', lt + 9);
        if (end === -1) return lt;
        pos = end + 3;
        continue;
      }
      if (next === 0x3f /* ? */) {
        const end = buf.indexOf('?>', lt + 2);
        if (end === -1) return lt;
        pos = end + 2;
        continue;
      }
      if (this.rootDone) this.fail('content after the root element', lt);

      let gt = buf.indexOf(GT, lt + 1);
      if (gt === -1) return lt;
      let text = buf.toString('latin1', lt, gt + 1);
      if (next === 0x2f /* / */) {
        const m = END_TAG.exec(text);
        if (!m) this.fail('a malformed end tag', lt);
        const open = stack.pop();
        if (open !== m[1]) this.fail(`</${m[1]}> closes <${open ?? 'nothing'}>`, lt);
        handlers.close(m[1]!, stack.length + 1);
        if (stack.length === 0) this.rootDone = true;
        pos = gt + 1;
        continue;
      }
      let m = START_TAG.exec(text);
      if (!m) {
        // A > inside a quoted value ends the candidate early: find the tag's end honouring quotes.
        gt = quotedTagEnd(buf, lt);
        if (gt === -1) return lt;
        text = buf.toString('latin1', lt, gt + 1);
        m = START_TAG.exec(text);
        if (!m) this.fail('a malformed tag', lt);
      }
      const name = m[1]!;
      tag.text = m[2]!;
      stack.push(name);
      if (stack.length > MAX_DEPTH) this.fail(`elements nested deeper than ${MAX_DEPTH}`, lt);
      handlers.open(name, stack.length, tag);
      // Every reference is checked, read or not.
      if (tag.text.includes('&')) tag.all();
      if (m[3]) {
        stack.pop();
        handlers.close(name, stack.length + 1);
        if (stack.length === 0) this.rootDone = true;
      }
      pos = gt + 1;
    }
  }
}
