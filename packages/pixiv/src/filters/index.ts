// Content filters (PRODUCT.md §4 content visibility, §5 search and sensitive-word rules).
export * from "./ai.js";
export * from "./block-list.js";
export * from "./content-visibility.js";
export * from "./search-terms.js";
export * from "./sensitive-words.js";
export * from "./novel-filters.js";
