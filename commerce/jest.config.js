const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

const TEST_MATCH = {
  "integration:http": ["**/integration-tests/http/*.spec.[jt]s"],
  "integration:modules": ["**/src/modules/*/__tests__/**/*.[jt]s"],
  unit: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
  integration: ["**/integration-tests/http/*.spec.[jt]s", "**/src/modules/*/__tests__/**/*.[jt]s"],
}

module.exports = {
  transform: {
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true } } }],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  testMatch: TEST_MATCH[process.env.TEST_TYPE ?? "integration:http"],
  testTimeout: 120000,
}
