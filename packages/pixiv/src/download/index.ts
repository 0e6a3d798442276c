// Downloads: file names from the template (spec §3, §5) and ugoira timing (spec §9).
export * from "./artwork-file-name.js";
export * from "./ugoira-timing.js";
