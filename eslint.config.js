// Lint rules for the whole repository: typescript-eslint's strict type-checked set, React hooks
// rules for the web app, and the boundaries ARCHITECTURE.md draws between folders.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// The web app's import boundaries, shared by the blocks below (a later block's options replace an
// earlier one's for the same rule, so each block lists all that apply to it).
const NO_SERVER_IN_WEB = {
  group: ["@pxv/server", "@pxv/sandbox"],
  message: "The web app never imports the server or the sandbox.",
};
const NO_FEATURES_BELOW = {
  regex: "(^|/)features(/|$)",
  message:
    "components/, lib/ and queries/ sit below features/: take what a feature gives through a feature slot (components/feature-slots.ts) or move it down.",
};
const NO_RAW_INFINITE_QUERY = {
  name: "@tanstack/react-query",
  importNames: ["useInfiniteQuery", "useSuspenseInfiniteQuery", "infiniteQueryOptions"],
  message: "Endless lists go through queries/paged-query.ts (one page shape, structural sharing off).",
};
/** The folders that never import features/, and their tests with them. */
const BELOW_FEATURES = [
  "apps/web/src/components/**/*.{ts,tsx}",
  "apps/web/src/lib/**/*.{ts,tsx}",
  "apps/web/src/queries/**/*.{ts,tsx}",
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "**/coverage/**",
      "e2e/test-results/**",
      "e2e/report/**",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ["*.js", "*.ts", "scripts/*.mjs"],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/restrict-template-expressions": [
        "error",
        { allowNumber: true, allowBoolean: true },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [NO_SERVER_IN_WEB], paths: [NO_RAW_INFINITE_QUERY] }],
    },
  },
  {
    files: BELOW_FEATURES,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [NO_SERVER_IN_WEB, NO_FEATURES_BELOW], paths: [NO_RAW_INFINITE_QUERY] },
      ],
      // no-restricted-imports does not see import(): the same boundary for dynamic imports.
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/(^|\\/)features(\\/|$)/]",
          message: NO_FEATURES_BELOW.message,
        },
      ],
    },
  },
  {
    // The one module that builds TanStack infinite queries (every list's hook).
    files: ["apps/web/src/queries/paged-query.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_SERVER_IN_WEB, NO_FEATURES_BELOW] }],
    },
  },
  {
    files: ["packages/pixiv/src/**/*.ts"],
    ignores: ["packages/pixiv/src/**/*.test.ts", "packages/pixiv/src/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "packages/pixiv is isomorphic: no Node-only APIs." },
            { group: ["@pxv/*"], message: "packages/pixiv depends on no other workspace." },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/sandbox/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@pxv/server", "@pxv/web"], message: "The sandbox shares only packages/pixiv." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@pxv/web"], message: "The server never imports the web app." }] },
      ],
    },
  },
);
