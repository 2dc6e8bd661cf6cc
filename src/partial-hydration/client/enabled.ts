/**
 * Whether this build uses partial hydration (`PARTIAL_HYDRATION=off` at
 * build time says no): a constant the bundler writes in (../index.ts), so
 * a build without it carries none of its client code.
 */
export const PARTIAL_HYDRATION = process.env.PARTIAL_HYDRATION !== 'off';
