// Types of what the TypeScript side (benchmarks, browser tests) takes from lib.mjs.
export declare function serverArguments(main?: string): string[];
