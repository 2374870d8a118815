/**
 * Where export.xml's prolog (XML declaration, comments, processing instructions, the DOCTYPE with its internal
 * subset) ends: just past the root's start tag. Only finds the end; saxes then checks the text up to it.
 */

/** Where the prolog ends: the index just past the root's start tag in `s`, or -1 when more text is needed. */
export function prologEnd(s: string): number {
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
