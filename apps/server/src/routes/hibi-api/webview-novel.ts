/**
 * Reads the novel JSON out of pixiv's novel webview page (PIXIV.md §3.2.3): the object literal
 * after `novel:` inside the `Object.defineProperty(window, 'pixiv', …)` script, found by matching
 * braces while skipping string contents, so that neither line layout nor braces inside the text
 * can cut it short.
 */

/** The `novel` object of a webview page, or null when the page has none that parses. */
export function extractWebviewNovel(html: string): Record<string, unknown> | null {
  const marker = /\bnovel:\s*\{/g;
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    const start = match.index + match[0].length - 1;
    const end = matchingBrace(html, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(html.slice(start, end + 1));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // Not JSON at this `novel:`; try the next one.
    }
  }
  return null;
}

/** Index of the `}` closing the `{` at `start`, or -1. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return -1;
}
