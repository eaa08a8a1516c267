import path from 'node:path';

/**
 * Keeps features independent: a file inside `<featuresRoot>/<name>/` may not
 * import from another feature `<featuresRoot>/<other>/`. With `publicEntry`,
 * importing another feature's entry file (e.g. index.ts) is allowed: that file
 * is the feature's public surface.
 *
 * Options: { roots: [{ dir: 'apps/web/src/features', alias?: { '@/': 'apps/web/src/' }, publicEntry?: 'index' }] }
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features must not import each other (shared → features → app).' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array' }, cwd: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature: "Feature '{{from}}' must not import from feature '{{to}}'{{hint}}.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const cwd = options.cwd ?? context.cwd;
    const filename = path.resolve(context.filename);
    const roots = (options.roots ?? []).map((r) => ({ ...r, abs: path.resolve(cwd, r.dir) }));
    const root = roots.find((r) => filename.startsWith(r.abs + path.sep));
    if (!root) return {};
    const fromFeature = path.relative(root.abs, filename).split(path.sep)[0];

    function resolveSource(source) {
      if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
      for (const [prefix, target] of Object.entries(root.alias ?? {})) {
        if (source.startsWith(prefix)) return path.resolve(cwd, target, source.slice(prefix.length));
      }
      return undefined;
    }

    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const resolved = resolveSource(node.source.value);
      if (!resolved || !resolved.startsWith(root.abs + path.sep)) return;
      const rest = path.relative(root.abs, resolved).split(path.sep);
      const toFeature = rest[0];
      if (!toFeature || toFeature === fromFeature) return;
      if (root.publicEntry && rest.length === 2 && rest[1].replace(/\.(t|j)sx?$/, '') === root.publicEntry)
        return;
      if (root.publicEntry && rest.length === 1) return;
      context.report({
        node: node.source,
        messageId: 'crossFeature',
        data: {
          from: fromFeature,
          to: toFeature,
          hint: root.publicEntry ? ` except through its ${root.publicEntry} file` : '',
        },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (n) => check({ source: n.source }),
    };
  },
};
