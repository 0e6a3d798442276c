/**
 * An inert HTML tokenizer for pixiv's untrusted markup (captions, profiles, pixivision articles):
 * it turns a string into text, start-tag and end-tag tokens in plain JavaScript, following the HTML
 * tokenizer's rules for tags, attributes, comments and raw-text elements. No HTML string is ever
 * handed to the browser's parser — even an inert DOMParser document makes Chromium compile-check
 * every `on…` attribute against the page's CSP, and a detached element loads images and fires
 * handlers. Character references are decoded here; a named one is looked up by parsing that
 * reference alone (a string without `<`, so no element can come of it).
 */

export type HtmlToken =
  | { readonly type: "text"; readonly text: string }
  | {
      readonly type: "start";
      readonly name: string;
      /** Attribute values, decoded; a repeated attribute keeps its first value (as browsers do). */
      readonly attributes: ReadonlyMap<string, string>;
      readonly selfClosing: boolean;
    }
  | { readonly type: "end"; readonly name: string };

/** Elements whose content is text up to their own end tag, never markup. */
const RAW_TEXT_ELEMENTS = new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "textarea",
  "title",
]);

const WHITESPACE = /[\t\n\f ]/;
const TAG_NAME_END = /[\t\n\f />]/;
const ATTRIBUTE_NAME_END = /[\t\n\f />=]/;
const UNQUOTED_VALUE_END = /[\t\n\f >]/;
const ASCII_ALPHA = /[a-z]/i;
/** References pixiv's markup writes without their semicolon often enough to matter. */
const BARE_REFERENCES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"' };
const REFERENCE =
  /&(?:#(\d{1,8});?|#[xX]([\da-fA-F]{1,8});?|([a-zA-Z][a-zA-Z\d]{0,31});|(amp|lt|gt|quot)(?![a-zA-Z\d=]))/g;

const namedReferences = new Map<string, string>();

/** One named reference (`&name;`) decoded by the browser's own table, or left as written. */
function decodeNamed(name: string): string {
  const known = namedReferences.get(name);
  if (known !== undefined) return known;
  const written = `&${name};`;
  const decoded =
    typeof DOMParser === "undefined"
      ? written
      : new DOMParser().parseFromString(`x${written}`, "text/html").body.textContent.slice(1);
  namedReferences.set(name, decoded);
  return decoded;
}

function decodeNumeric(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(code);
}

/** Decodes character references (`&amp;`, `&#39;`, `&#x1F3A8;`, `&hellip;`). */
export function decodeReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (written, decimal?: string, hex?: string, name?: string, bare?: string) => {
    if (decimal !== undefined) return decodeNumeric(Number.parseInt(decimal, 10));
    if (hex !== undefined) return decodeNumeric(Number.parseInt(hex, 16));
    if (name !== undefined) return decodeNamed(name);
    return bare === undefined ? written : (BARE_REFERENCES[bare] ?? written);
  });
}

/** Reads a start tag's attributes from `at` (just after the name); null when the input ends first. */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; selfClosing: boolean; end: number } | null {
  const attributes = new Map<string, string>();
  let at = from;
  let selfClosing = false;
  for (;;) {
    while (at < html.length && WHITESPACE.test(html.charAt(at))) at++;
    if (at >= html.length) return null;
    const char = html.charAt(at);
    if (char === ">") return { attributes, selfClosing, end: at + 1 };
    if (char === "/") {
      at++;
      selfClosing = html.charAt(at) === ">";
      continue;
    }
    selfClosing = false;
    // An attribute's name may start with "=" (a parse error browsers accept).
    const nameStart = at;
    at++;
    while (at < html.length && !ATTRIBUTE_NAME_END.test(html.charAt(at))) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    while (at < html.length && WHITESPACE.test(html.charAt(at))) at++;
    let value = "";
    if (html.charAt(at) === "=") {
      at++;
      while (at < html.length && WHITESPACE.test(html.charAt(at))) at++;
      const quote = html.charAt(at);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close === -1) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !UNQUOTED_VALUE_END.test(html.charAt(at))) at++;
        value = html.slice(valueStart, at);
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeReferences(value));
  }
}

/** Where the raw text of `name` ends: its end tag, or the end of the input. */
function rawTextEnd(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found === -1) return html.length;
    const after = html.charAt(found + name.length + 2);
    if (after === "" || TAG_NAME_END.test(after)) return found;
    at = found + 1;
  }
}

/** Splits HTML into tokens; comments, doctypes and processing instructions are dropped. */
export function tokenizeHtml(input: string): HtmlToken[] {
  // The HTML parser's input preprocessing: newlines normalized, NUL never reaches the text.
  const html = input.replace(/\r\n?/g, "\n").replaceAll("\0", "");
  const tokens: HtmlToken[] = [];
  let text = "";
  const flushText = (): void => {
    if (text !== "") tokens.push({ type: "text", text: decodeReferences(text) });
    text = "";
  };
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open === -1) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    const next = html.charAt(open + 1);
    if (ASCII_ALPHA.test(next)) {
      let nameEnd = open + 1;
      while (nameEnd < html.length && !TAG_NAME_END.test(html.charAt(nameEnd))) nameEnd++;
      const name = html.slice(open + 1, nameEnd).toLowerCase();
      const tag = readAttributes(html, nameEnd);
      if (tag === null) break; // The input ends inside a tag: the tag is dropped.
      flushText();
      tokens.push({ type: "start", name, attributes: tag.attributes, selfClosing: tag.selfClosing });
      at = tag.end;
      if (RAW_TEXT_ELEMENTS.has(name)) {
        const end = rawTextEnd(html, at, name);
        if (end > at) tokens.push({ type: "text", text: html.slice(at, end) });
        const close = html.indexOf(">", end);
        tokens.push({ type: "end", name });
        at = close === -1 ? html.length : close + 1;
      }
      continue;
    }
    if (next === "/" && ASCII_ALPHA.test(html.charAt(open + 2))) {
      let nameEnd = open + 2;
      while (nameEnd < html.length && !TAG_NAME_END.test(html.charAt(nameEnd))) nameEnd++;
      const close = html.indexOf(">", nameEnd);
      if (close === -1) break;
      flushText();
      tokens.push({ type: "end", name: html.slice(open + 2, nameEnd).toLowerCase() });
      at = close + 1;
      continue;
    }
    if (html.startsWith("<!--", open)) {
      // `<!-->` and `<!--->` end at once; otherwise the comment runs to `-->` or the end.
      const short = /^<!--->?|^<!-->/.exec(html.slice(open, open + 5));
      if (short?.[0].endsWith(">")) {
        at = open + short[0].length;
        continue;
      }
      const close = html.indexOf("-->", open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === "!" || next === "?" || next === "/") {
      // Doctypes, bogus comments, `</>` and `</3`: dropped up to the next ">".
      const close = html.indexOf(">", open + 1);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    text += "<";
    at = open + 1;
  }
  flushText();
  return tokens;
}
