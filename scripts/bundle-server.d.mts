/** Bundles server/main.ts into one ES module at `outFile` (packages stay external). */
export function bundleServer(outFile: string): Promise<void>;

/** How server code becomes plain Node modules (esbuild options without entry points or output). */
export const SERVER_BUILD_OPTIONS: import('esbuild').BuildOptions;
