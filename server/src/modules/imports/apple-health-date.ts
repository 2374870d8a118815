/** The dates of Apple Health's export.xml ("2024-01-05 08:12:33 +0530"), read for every record: made fast. */

/** The number written by text[from, to) in decimal digits, or -1. */
function digits(text: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

/** A record's time: its local day and instant; the ISO text is made only when asked (few records keep it). */
export class AppleDate {
  constructor(
    readonly day: string,
    readonly ms: number,
  ) {}
  get iso(): string {
    return new Date(this.ms).toISOString();
  }
}

/** "2024-01-05 08:12:33 +0530" → the local day and the instant, or null. */
export function appleDate(text: string | undefined): AppleDate | null {
  // Hot path (every record read): plainly valid fields are computed without parsing text; anything else goes through
  // Date's parser as it always did, so both give the same answer (apple-health-scan.test.ts checks it).
  if (
    text !== undefined &&
    text.length === 25 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 32 &&
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58 &&
    text.charCodeAt(19) === 32
  ) {
    const y = digits(text, 0, 4);
    const mo = digits(text, 5, 7);
    const d = digits(text, 8, 10);
    const h = digits(text, 11, 13);
    const mi = digits(text, 14, 16);
    const se = digits(text, 17, 19);
    const oh = digits(text, 21, 23);
    const om = digits(text, 23, 25);
    const sign = text.charCodeAt(20) === 43 ? 1 : text.charCodeAt(20) === 45 ? -1 : 0;
    if (
      sign !== 0 &&
      y >= 1000 &&
      mo >= 1 &&
      mo <= 12 &&
      d >= 1 &&
      d <= 28 &&
      h >= 0 &&
      h <= 23 &&
      mi >= 0 &&
      mi <= 59 &&
      se >= 0 &&
      se <= 59 &&
      oh >= 0 &&
      oh <= 23 &&
      om >= 0 &&
      om <= 59
    ) {
      return new AppleDate(
        text.slice(0, 10),
        Date.UTC(y, mo - 1, d, h, mi, se) - sign * (oh * 60 + om) * 60_000,
      );
    }
  }
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}${m[3]}${m[4]}:${m[5]}`;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  return new AppleDate(m[1]!, time.getTime());
}
