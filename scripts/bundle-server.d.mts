/** Bundles server/main.ts into one ES module at `outFile` (packages stay external). */
export function bundleServer(outFile: string): Promise<void>;
