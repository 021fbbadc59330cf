/**
 * Server test files that change the module graph itself and so run isolated (vitest project
 * `server-isolated`), while every other server test file shares one graph (`isolate: false`):
 * several servers in one process, each from a fresh copy of the modules (vi.resetModules,
 * helpers/cluster.ts), and a file that replaces a module with vi.mock (the staff-role sweep
 * watches requireStaff), which a shared graph, already holding the real module, would not see.
 * quality/test-isolation.test.ts fails when a file doing either is missing here.
 */
export const isolatedDirectories = ['apps/server/test/cluster/'];
export const isolatedFiles = ['apps/server/test/quality/staff-roles.test.ts'];

export const isolatedServerGlobs = [
  ...isolatedDirectories.map((dir) => `${dir}**/*.test.ts`),
  ...isolatedFiles,
];
