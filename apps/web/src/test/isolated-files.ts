/**
 * Web test files that replace a module with vi.mock, and so run isolated (vitest project
 * `web-isolated`, vitest.isolated.config.ts), while every other web test file shares one module
 * graph and one page (`isolate: false`): a shared graph already holding the real module would not
 * see the mock. isolated-files.test.ts fails when a file doing so is missing here. Paths are
 * relative to apps/web.
 */
export const isolatedWebFiles = ['src/pages/editors/comic/CoverUpload.test.tsx'];
