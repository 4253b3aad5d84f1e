// Types of build-state.mjs for the TypeScript that imports it (bench/lighthouse.ts).
export type BuildPart = 'server' | 'web';
export type PartState = 'missing' | 'stale' | 'fresh';
export const ROOT: string;
export const SERVER_DIST: string;
export const WEB_DIST: string;
export const STAMPS_FILE: string;
export const PARTS: Record<BuildPart, { inputs: string[]; outputs: string[] }>;
export const inputsDigest: (part: BuildPart) => string;
export const readStamps: () => Record<string, { inputs: string; builtAt: string }>;
export const buildState: (parts?: BuildPart[]) => Record<BuildPart, PartState>;
export const buildToolsInstalled: () => boolean;
export const STATE_LABELS: Record<PartState, string>;
