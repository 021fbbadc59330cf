// The render worker's entry (in-worker.ts): the server runs its TypeScript through tsx, which a
// worker thread does not inherit, so the worker registers it before loading the renderer.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
