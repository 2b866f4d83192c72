/**
 * The machines' plain-words `description`s stay out of the built app. Every state and transition of a machine says in
 * words what the member sees (for the diagrams, `npm run flows`, and the flow inspector), which came to about 57 KB of
 * minified text across the chunks, some of it in every first load. The diagrams read them from the source machines
 * (under tsx, not through this build), and the inspector finds a taken transition's words in `docs/flows/flows.json`
 * (src/inspector/transitionWords.ts), so the bundles need none of them.
 *
 * Build only, and only the modules under `machines/`: a property named `description` of an object literal whose value
 * is text (a string, a template or a concatenation of them) is removed. Anything else named `description` (a value
 * read from data) is left as it is. The dev server and the tests keep the machines as written.
 */
import ts from 'typescript';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const MACHINE_MODULE = /[\\/]machines[\\/](?!.*[\\/]node_modules[\\/]).*\.ts$/;

/** Whether an expression is words only: literals and templates, joined by `+`, in parentheses or not. */
function isText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isText(node.left) &&
    isText(node.right)
  );
}

/** The source without the `description: <text>` properties of its object literals; null when it has none. */
export function stripDescriptions(code: string, fileName: string): MagicString | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'description' &&
      isText(node.initializer)
    ) {
      // the property and the comma after it, if any (a trailing comma or the separator from the next property)
      const after = /^\s*,[ \t]*/.exec(code.slice(node.end));
      out.remove(node.getStart(source), node.end + (after ? after[0].length : 0));
      changed = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? out : null;
}

export function stripDescriptionsPlugin(): Plugin {
  return {
    name: 'club:strip-machine-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: MACHINE_MODULE, code: 'description' },
      handler(code, id) {
        const out = stripDescriptions(code, id);
        return out ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : null;
      },
    },
  };
}
