/**
 * The names of a search page's address parameters (`/search/<word>?mode=&sort=…&p=`), written once
 * for the web's search page, which keeps its filters and page there, and the server's first screen,
 * which leaves a search with any of them to the browser (it carries only the default filters).
 */
export const SEARCH_ADDRESS_PARAMS = {
  target: "mode",
  sort: "sort",
  span: "span",
  start: "start",
  end: "end",
  ai: "ai",
  age: "age",
  ratio: "ratio",
  likes: "likes",
  tier: "tier",
  page: "p",
} as const;
