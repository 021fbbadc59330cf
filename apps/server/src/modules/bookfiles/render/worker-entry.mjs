// The render worker's entry (in-worker.ts) when the server runs its TypeScript through tsx (`npm
// run dev`, the tests): a worker thread does not inherit tsx, so it registers it before loading
// the renderer. The build has its own bundle of the worker, dist/render-worker.js (decision 063).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
