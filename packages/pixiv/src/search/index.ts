// Search rules (PRODUCT.md §2 Search, §5, §9): query building and client-side result filters.
export * from "./search-address.js";
export * from "./search-query.js";
export * from "./search-results.js";
