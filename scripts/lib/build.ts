import { spawn } from 'node:child_process'

import { build } from '../build.mjs'

/** The production build when there is none or the sources changed since (scripts/build.mjs). */
export async function buildIfNeeded(): Promise<void> {
  await build({ ifNeeded: true })
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}
