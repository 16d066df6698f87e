// The command line of each `cliq-contract` command: its options parsed with node:util's parseArgs, `--help`
// printing its text, and a usage error (exit code 2) naming the command.

/**
 * Prints a usage error with the command's help and exits with 2.
 * @param {string} command e.g. 'verify'
 * @param {string} help
 * @param {string} message
 * @returns {never}
 */
export function usageError(command, help, message) {
  console.error(`cliq-contract ${command}: ${message}\n\n${help}`);
  process.exit(2);
}

/**
 * The command line as `parse` reads it (node:util's parseArgs with the command's options, `help` among them), or
 * undefined once `--help` printed the help; a usage error for anything parseArgs refuses.
 * @template {{ values: { help?: boolean | undefined } }} T
 * @param {string} command
 * @param {string} help
 * @param {() => T} parse
 * @returns {T | undefined}
 */
export function parseCommand(command, help, parse) {
  let parsed;
  try {
    parsed = parse();
  } catch (error) {
    usageError(command, help, /** @type {Error} */ (error).message);
  }
  if (parsed.values.help) {
    console.log(help);
    return undefined;
  }
  return parsed;
}

/** The --help option every command has. */
export const HELP_OPTION = /** @type {const} */ ({ help: { type: 'boolean', short: 'h' } });
