#!/usr/bin/env node
/** `npm run build -w apps/server`: compiles the server into apps/server/dist (decision 063). */
import { buildServer } from './lib/server-build.mjs';

process.exit(await buildServer());
