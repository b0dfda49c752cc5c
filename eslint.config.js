// @ts-check
import js from "@eslint/js"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.astro/**",
      "**/.medusa/**",
      "**/.data/**",
      "**/.turbo/**",
      "commerce/src/modules/*/migrations/**",
      "cms/dist/**",
      "cms/.sanity/**",
      "cms/sanity.types.ts",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["site/islands/**", "site/stores/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The e2e fixtures fail a test on any CSP violation in the console: specs take `test` from there.
    files: ["site/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./fixtures",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["commerce/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
