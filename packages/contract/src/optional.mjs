// The heavy tools only some commands use are optional peer dependencies of this package: Prism (@stoplight/prism-cli)
// for the validating proxy, Redocly's CLI (@redocly/cli, its `respect` command) for `verify --workflows`. They are
// found where Node finds packages (next to this one, or in a folder above), and run with this Node. A command that
// needs one that is missing stops with how to install it; the others never look for it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** @type {{ peerDependencies?: Record<string, string> }} */
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** A missing optional tool: its message says what needs it and the command that installs it. */
export class MissingTool extends Error {
  /**
   * @param {string} pkg
   * @param {string} purpose
   */
  constructor(pkg, purpose) {
    const version = manifest.peerDependencies?.[pkg];
    super(
      `${purpose} needs ${pkg}, an optional dependency of @cliq/contract that is not installed here. ` +
        `Install it beside the package: npm install ${pkg}${version ? `@${version}` : ''}`,
    );
    this.name = 'MissingTool';
  }
}

/**
 * The script of an optional tool's command (run it with `process.execPath`): its package's `bin` entry.
 * @param {string} pkg the package, e.g. '@stoplight/prism-cli'
 * @param {string} bin the command, e.g. 'prism'
 * @param {string} purpose what needs it, for the message when it is missing ('cliq-contract proxy')
 * @returns {string}
 */
export function optionalBin(pkg, bin, purpose) {
  let file;
  try {
    file = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new MissingTool(pkg, purpose);
  }
  /** @type {{ bin?: string | Record<string, string> }} */
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const entry = typeof json.bin === 'string' ? json.bin : json.bin?.[bin];
  if (!entry) throw new Error(`${pkg} has no '${bin}' command (its package.json names none)`);
  return join(dirname(file), entry);
}
