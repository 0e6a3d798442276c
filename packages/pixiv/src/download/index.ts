// Downloads: file names from the template (PRODUCT.md §3, §5) and ugoira timing (PRODUCT.md §9).
export * from "./artwork-file-name.js";
export * from "./ugoira-timing.js";
