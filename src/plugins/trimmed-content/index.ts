/**
 * The docs and blog content plugins, wrapped to trim the route data every
 * page of theirs loads before it hydrates of what no page of this site
 * reads. Only public plugin APIs: the wrapper hands the plugin its own
 * `addRoute`, which trims a route's props before Docusaurus writes them (the
 * pattern of the Docusaurus website's changelog plugin, which wraps the blog
 * plugin the same way). tests/build/route-data.test.mjs checks the result.
 */
import type { LoadContext, Plugin, PluginContentLoadedActions, PluginModule, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions as validateDocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions as DocsOptions } from '@docusaurus/plugin-content-docs';
import pluginContentBlog, { validateOptions as validateBlogOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions as BlogOptions } from '@docusaurus/plugin-content-blog';

type Props = Record<string, unknown>;

/** The plugin with every route it adds passed through `trim` first, and its global data through `trimGlobal`. */
function withTrimmedRoutes<T>(plugin: Plugin<T>, trim: (props: Props) => Props, trimGlobal = (data: unknown) => data): Plugin<T> {
  const trimRoute = (route: RouteConfig): RouteConfig => ({
    ...route,
    ...(route.props ? { props: trim(route.props) } : {}),
    ...(route.routes ? { routes: route.routes.map(trimRoute) } : {}),
  });
  return {
    ...plugin,
    contentLoaded: plugin.contentLoaded
      ? ({ actions, ...rest }) => {
          const trimmedActions: PluginContentLoadedActions = {
            ...actions,
            addRoute: (route) => actions.addRoute(trimRoute(route)),
            setGlobalData: (data) => actions.setGlobalData(trimGlobal(data)),
          };
          return plugin.contentLoaded!({ ...rest, actions: trimmedActions });
        }
      : undefined,
  };
}

/**
 * A docs route's version data without its list of docs (id, title,
 * description and sidebar of every doc): only doc cards read it
 * (`useDocById`: DocCardList, generated category indexes), and this site has
 * none. The same for the docs' global data, which every page carries in the
 * main bundle: its list of docs (id, path and sidebar of every doc) is read
 * only by the navbar's doc items and the banner of an older version, which
 * this site does not render. A page that starts using them fails
 * route-data.test.mjs.
 */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by validateOptions below before Docusaurus calls the plugin.
  const plugin = (await pluginContentDocs(context, options as DocsOptions)) as Plugin;
  return withTrimmedRoutes(
    plugin,
    (props) => {
      const version = props.version as Props | undefined;
      return version?.docs ? { ...props, version: { ...version, docs: {} } } : props;
    },
    (data) => {
      const global = data as { versions: Props[] };
      return { ...global, versions: global.versions.map((version) => ({ ...version, docs: [] })) };
    },
  );
}
// Docusaurus types every plugin's validateOptions as generic; the docs plugin's is concrete.
docsPlugin.validateOptions = validateDocsOptions as PluginModule['validateOptions'];

function withoutContent(post: Props): Props {
  const copy = { ...post };
  delete copy.content;
  return copy;
}

/** The blog archive lists titles and dates: the posts' Markdown is not sent to it. */
export async function blogPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = (await pluginContentBlog(context, options as BlogOptions)) as Plugin;
  return withTrimmedRoutes(plugin, (props) => {
    const archive = props.archive as { blogPosts: Props[] } | undefined;
    if (!archive) return props;
    return { ...props, archive: { ...archive, blogPosts: archive.blogPosts.map(withoutContent) } };
  });
}
blogPlugin.validateOptions = validateBlogOptions as PluginModule['validateOptions'];
