// Types for deploy/headers.mjs (consumed by the TypeScript Docusaurus plugin).
export type HeaderRule = { path: string; headers: Record<string, string>; detach?: string[] };
export type HeaderRow = { path: string; csp?: 'strict' | 'playground'; headers: Record<string, string>; why: string };
export type PendingPage = { file: string; html: string };
export function classifyInlineScript(text: string): string | null;
export function sha256(text: string): string;
export function algoliaHosts(env?: NodeJS.ProcessEnv): string[];
export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  connect?: string[];
  playground?: boolean;
}): Record<string, string[]>;
export function serializePolicy(policy: Record<string, string[]>): string;
export const commonHeaders: Record<string, string>;
export const immutableAssets: Record<string, string>;
export const playgroundDir: string;
export const HEADER_TABLE: HeaderRow[];
export function policyFor(urlPath: string): 'strict' | 'playground' | undefined;
export function rulesOf(policies: Record<string, string>, baseUrl?: string): HeaderRule[];
export function collectInlineScripts(
  buildDir: string,
  pending?: PendingPage[],
): { hash: string; kind: string; example: string }[];
export function inlineScriptTexts(html: string): string[];
export function headerRules(options: {
  buildDir: string;
  baseUrl?: string;
  env?: NodeJS.ProcessEnv;
  pending?: PendingPage[];
}): {
  rules: HeaderRule[];
  strict: string;
  loose: string;
  scriptHashes: string[];
};
export function renderHeadersFile(rules: HeaderRule[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], urlPath: string, host?: 'cloudflare' | 'netlify'): Record<string, string>;
export function policiesFromHeadersFile(text: string): { strict: string; loose: string };
export function renderVercelJson(options: { strict: string; loose: string }): string;
