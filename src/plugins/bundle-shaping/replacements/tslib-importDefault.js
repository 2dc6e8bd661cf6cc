// The one TypeScript helper @docusaurus/utils-common calls in the browser:
// a CommonJS module seen as an ES module's default export.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}
