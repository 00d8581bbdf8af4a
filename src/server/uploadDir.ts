import path from 'node:path'

/**
 * Where an upload collection keeps its files: under STORAGE_DIR (the project's folder when `npm
 * start` runs the standalone server, which works in its own folder; a volume in a container), else
 * the working directory.
 */
export const uploadDir = (folder: string) => path.resolve(process.env.STORAGE_DIR || process.cwd(), folder)
