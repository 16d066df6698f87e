#!/usr/bin/env node
// cliq-contract <command> [options]: the contract's tools, one command each (README.md says how to use them).
import { readFileSync } from 'node:fs';

/** @type {Record<string, { summary: string, load: () => Promise<{ main: (argv: string[]) => Promise<void> }> }>} */
const COMMANDS = {
  verify: {
    summary: 'check a running server against the contract (examples, auth and CSRF probes, --fuzz, --workflows)',
    load: () => import('../src/verify/cli.mjs'),
  },
  proxy: {
    summary: 'a validating proxy in front of a server (needs @stoplight/prism-cli)',
    load: () => import('../src/proxy.mjs'),
  },
  diff: {
    summary: 'breaking changes between two versions of the contract (git refs or files)',
    load: () => import('../src/diff.mjs'),
  },
  coverage: {
    summary: "which operations and examples the web client's e2e run exercised",
    load: () => import('../src/coverage.mjs'),
  },
};

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const HELP = `cliq-contract ${version}: the Cliq contract's tools

Usage: cliq-contract <command> [options]     cliq-contract <command> --help for a command's options

${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(9)} ${summary}`)
  .join('\n')}
`;

const [command, ...argv] = process.argv.slice(2);
if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  console.log(HELP);
} else if (command === '--version' || command === '-v') {
  console.log(version);
} else {
  const chosen = COMMANDS[command];
  if (!chosen) {
    console.error(`cliq-contract: no command '${command}'\n\n${HELP}`);
    process.exitCode = 2;
  } else {
    try {
      await (await chosen.load()).main(argv);
    } catch (error) {
      // A missing optional tool (Prism, Redocly) says how to install it; anything else keeps its stack.
      if (error instanceof Error && error.name === 'MissingTool')
        console.error(`cliq-contract ${command}: ${error.message}`);
      else console.error(error);
      process.exitCode = 2;
    }
  }
}
