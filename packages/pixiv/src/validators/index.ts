// Validators of people's input (PRODUCT.md §5).
export * from "./auth.js";
export * from "./inputs.js";
export * from "./file-name.js";
export * from "./dates-urls.js";
