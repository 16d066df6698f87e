/**
 * One way a page reaches the API (docs/architecture.md, "The shape of a feature"): the generated hook or call
 * itself (`@generated/hooks/<tag>/<tag>`), and an area module only where it adds behaviour. This fails on an identity
 * wrapper anywhere under src/: a function whose body only returns a generated call with its own parameters
 * (`export const useAdminUsers = () => useGetAdminUsers()`, `(data, init) => uploadTask(data, init)`), a constant
 * that renames one, or a re-export of the generated module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const GENERATED = /^@generated\/hooks\//;

/** Each identity wrapper of a generated call in one source file, as `file:line name -> generated name`. */
function identityWrappers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const generated = new Set<string>();
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || !GENERATED.test(from.text)) continue;
    if (ts.isExportDeclaration(statement)) {
      found.push(`${at(statement)} re-exports ${from.text}`);
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) generated.add(element.name.text);
  }

  /** The generated name a body only passes its parameters on to, if it does nothing else. */
  const passedOn = (fn: ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration): string | undefined => {
    let body: ts.Node | undefined = fn.body;
    if (body && ts.isBlock(body)) {
      const [only, ...rest] = body.statements;
      body = rest.length === 0 && only && ts.isReturnStatement(only) ? only.expression : undefined;
    }
    while (body && (ts.isParenthesizedExpression(body) || ts.isAwaitExpression(body))) body = body.expression;
    if (!body || !ts.isCallExpression(body) || !ts.isIdentifier(body.expression)) return undefined;
    if (!generated.has(body.expression.text)) return undefined;
    const params = fn.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : null));
    const args = body.arguments.map((arg) => (ts.isIdentifier(arg) ? arg.text : undefined));
    return args.every((arg, index) => arg !== undefined && arg === params[index]) ? body.expression.text : undefined;
  };

  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isParenthesizedExpression(init) || ts.isAsExpression(init)) init = init.expression;
      const target =
        ts.isArrowFunction(init) || ts.isFunctionExpression(init)
          ? passedOn(init)
          : ts.isIdentifier(init) && generated.has(init.text)
            ? init.text
            : undefined;
      if (target) found.push(`${at(node)} ${node.name.text} -> ${target}`);
    }
    if (ts.isFunctionDeclaration(node) && node.name) {
      const target = passedOn(node);
      if (target) found.push(`${at(node)} ${node.name.text} -> ${target}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('one way a page reaches the API', () => {
  it('no file under src/ wraps a generated hook or call without adding anything', () => {
    const files = sourceFiles(join(ROOT, 'src'));
    expect(files.length).toBeGreaterThan(100);
    const wrappers = files.flatMap((path) => identityWrappers(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(wrappers).toEqual([]);
  });

  const imports = `import { useGetAdminUsers, uploadTask, getTransaction } from '@generated/hooks/admin/admin';\n`;

  it.each([
    ['export const useAdminUsers = () => useGetAdminUsers();', 'useAdminUsers -> useGetAdminUsers'],
    ['export function useAdminUsers() { return useGetAdminUsers(); }', 'useAdminUsers -> useGetAdminUsers'],
    ['const send = (data: Body, init: RequestInit) => uploadTask(data, init);', 'send -> uploadTask'],
    ['const send = async (data: Body) => await uploadTask(data);', 'send -> uploadTask'],
    ['export const useUsers = useGetAdminUsers;', 'useUsers -> useGetAdminUsers'],
  ])('finds %s', (code, wrapper) => {
    expect(identityWrappers('x.ts', imports + code)).toEqual([`x.ts:2 ${wrapper}`]);
  });

  it('finds a re-export of a generated module', () => {
    expect(
      identityWrappers('x.ts', "export { useGetAdminUsers as useUsers } from '@generated/hooks/admin/admin';"),
    ).toEqual(['x.ts:1 re-exports @generated/hooks/admin/admin']);
  });

  it.each([
    // Query options of its own: polling.
    'export const useUsers = () => useGetAdminUsers({ query: { refetchInterval: 1000 } });',
    // A fixed argument, or a changed one.
    "const load = () => getTransaction({ transactionId: 'a' });",
    'const send = (data: Body, init: RequestInit) => uploadTask(toForm(data), init);',
    // More than a call.
    'export function useUsers() { const users = useGetAdminUsers(); useEffect(() => {}); return users; }',
    // Not a generated hook.
    'export const useOther = () => useQuery();',
  ])('lets a function that adds something be: %s', (code) => {
    expect(identityWrappers('x.ts', imports + code)).toEqual([]);
  });
});
