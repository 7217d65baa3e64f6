// Once per `vitest run`: names the file where the first server test writes the migrated and seeded database
// (server/test-helpers.ts seededSnapshot), and removes it at the end. A new name each run, so a snapshot never
// outlives the migrations and seeds it was made from.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's context is augmented by merging an interface
  export interface ProvidedContext {
    dbSnapshot: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const file = path.join(os.tmpdir(), `rv-test-db-${process.pid}-${Date.now().toString(36)}.tar`);
  project.provide('dbSnapshot', file);
  return async () => {
    await rm(file, { force: true });
  };
}
